// WCAG 2.2 contrast on token values, for the tests that check the theme's colours in each mode.
import { palette } from './palette';

export type Rgba = [number, number, number, number];
export type Mode = { light: boolean; highContrast: boolean };
export type Conditional = string | { [condition: string]: Conditional };

export const MODES: Record<string, Mode> = {
  dark: { light: false, highContrast: false },
  light: { light: true, highContrast: false },
  'dark, high contrast': { light: false, highContrast: true },
  'light, high contrast': { light: true, highContrast: true },
};

export function pick(value: Conditional, mode: Mode): string {
  if (typeof value === 'string') return value;
  if (mode.light && value._light !== undefined) return pick(value._light, { ...mode, light: false });
  if (mode.highContrast && value._highContrast !== undefined) return pick(value._highContrast, mode);
  return pick(value.base!, mode);
}

export function parse(color: string): Rgba {
  const reference = /^\{colors\.(\w+)\.(\w+)\}$/.exec(color);
  if (reference) {
    const scale = palette[reference[1] as keyof typeof palette] as Record<string, { value: string }>;
    return parse(scale[reference[2]!]!.value);
  }
  if (color === '{colors.white}') return [255, 255, 255, 1];
  if (color === '{colors.black}') return [0, 0, 0, 1];
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`Unreadable colour ${color}`);
}

/** `top` painted over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
