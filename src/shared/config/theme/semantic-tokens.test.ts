import { describe, expect, it } from 'vitest';
import { contrast, MODES, over, parse, pick, type Conditional, type Mode, type Rgba } from './contrast';
import { semanticColors } from './semantic-tokens';

// The contrast rules written above `semanticColors`, checked on the token values themselves in
// each theme (dark, light, and both with high contrast), so a palette change cannot slip under
// WCAG 2.2 AA on a page axe has not seen.

type Group = keyof typeof semanticColors;

function colorOf(group: Group, name: string, mode: Mode): Rgba {
  const token = (semanticColors[group] as Record<string, { value: Conditional }>)[name];
  if (!token) throw new Error(`No token ${group}.${name}`);
  return parse(pick(token.value, mode));
}

/** Each background as painted: translucent ones over the canvas and over a surface. */
function paintedBackgrounds(names: readonly string[], mode: Mode): [string, Rgba][] {
  const canvas = colorOf('bg', 'canvas', mode);
  const surface = colorOf('bg', 'surface', mode);
  return names.flatMap((name): [string, Rgba][] => {
    const color = colorOf('bg', name, mode);
    if (color[3] === 1) return [[`bg.${name}`, color]];
    return [
      [`bg.${name} on canvas`, over(color, canvas)],
      [`bg.${name} on surface`, over(color, surface)],
    ];
  });
}

/** Every pairing below `minimum`, as readable lines (empty when all pass). */
function failures(foregrounds: [string, Rgba][], backgrounds: [string, Rgba][], minimum: number): string[] {
  return foregrounds.flatMap(([fgName, fg]) =>
    backgrounds.flatMap(([bgName, bg]) => {
      const ratio = contrast(over(fg, bg), bg);
      return ratio < minimum ? [`${fgName} on ${bgName}: ${ratio.toFixed(2)}:1`] : [];
    }),
  );
}

const ALL_BACKGROUNDS = ['canvas', 'surface', 'subtle', 'muted', 'emphasized'] as const;
const STATUS = ['accent', 'neutral', 'info', 'success', 'warning', 'danger'] as const;

describe.each(Object.entries(MODES))('semantic colours, %s theme', (_name, mode) => {
  const token = (group: Group, name: string): [string, Rgba] => [`${group}.${name}`, colorOf(group, name, mode)];

  it('text reaches 4.5:1 on every background', () => {
    const text = [token('fg', 'default'), token('fg', 'muted'), ...STATUS.map((palette) => token(palette, 'fg'))];
    expect(failures(text, paintedBackgrounds(ALL_BACKGROUNDS, mode), 4.5)).toEqual([]);
  });

  it('subtle text reaches 4.5:1 on the canvas, surfaces and subtle fills', () => {
    const backgrounds = paintedBackgrounds(['canvas', 'surface', 'subtle'], mode);
    expect(failures([token('fg', 'subtle')], backgrounds, 4.5)).toEqual([]);
  });

  it('badge text reaches 4.5:1 on its own tinted fill', () => {
    const lines = STATUS.flatMap((palette) =>
      failures([token(palette, 'fg')], paintedBackgrounds(['canvas', 'surface'], mode).map(([name, bg]) => [`${palette}.subtle on ${name}`, over(colorOf(palette, 'subtle', mode), bg)]), 4.5),
    );
    expect(lines).toEqual([]);
  });

  it('solid fills carry their contrast text at 4.5:1', () => {
    const lines = STATUS.flatMap((palette) =>
      failures([token(palette, 'contrast')], [[`${palette}.default`, colorOf(palette, 'default', mode)]], 4.5),
    );
    expect(lines).toEqual([]);
  });

  it('control edges and the focus ring reach 3:1', () => {
    const edges = [token('border', 'emphasized'), token('border', 'focus')];
    expect(failures(edges, paintedBackgrounds(['canvas', 'surface'], mode), 3)).toEqual([]);
  });
});
