import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@/shared/neutral';
import { contrast, MODES, over, parse, pick } from './contrast';
import { platformColors, platformColorVar } from './platform-colors';
import { semanticColors } from './semantic-tokens';

// WCAG 1.4.11: a line or bar that carries meaning reaches 3:1 against what it is drawn on, the
// chart's card (bg.surface) and the page (bg.canvas), in every theme.
describe.each(Object.entries(MODES))('platform colours, %s theme', (_name, mode) => {
  it('reach 3:1 on the surface and the canvas', () => {
    const backgrounds = (['surface', 'canvas'] as const).map((name) => [name, parse(pick(semanticColors.bg[name].value, mode))] as const);
    const lines = Object.entries(platformColors).flatMap(([platform, token]) =>
      backgrounds.flatMap(([bgName, bg]) => {
        const ratio = contrast(over(parse(pick(token.value, mode)), bg), bg);
        return ratio < 3 ? [`${platform} on bg.${bgName}: ${ratio.toFixed(2)}:1`] : [];
      }),
    );
    expect(lines).toEqual([]);
  });
});

describe('platform colour variables', () => {
  it('name a token for every platform and the MLC, and none for other series', () => {
    for (const platform of [...PLATFORMS, 'MLC']) {
      const name = platformColorVar(platform)!;
      expect(name, platform).toMatch(/^--colors-platform-[a-z-]+$/);
      expect(Object.keys(platformColors)).toContain(name.replace('--colors-platform-', ''));
    }
    expect(platformColorVar('APPLE_MUSIC')).toBe('--colors-platform-apple-music');
    expect(platformColorVar('active')).toBeUndefined();
    expect(platformColorVar('constructor')).toBeUndefined();
  });
});
