import { describe, expect, it } from 'vitest';
import { monogramPalette } from './monogram';

describe('monogramPalette', () => {
  it('gives a name the same colour every time, whatever its case or spacing', () => {
    expect(monogramPalette('Luna Vale')).toBe(monogramPalette(' luna vale '));
    expect(['accent', 'info', 'success', 'warning']).toContain(monogramPalette('Luna Vale'));
  });

  it('spreads names over the palettes', () => {
    const names = ['Luna Vale', 'Static Orchard', 'Nova Reyes', 'The Midnight Harbor', 'The Paper Boats', 'Ada', 'Cher', 'Bo'];
    expect(new Set(names.map(monogramPalette)).size).toBeGreaterThan(2);
    expect(monogramPalette(null)).toBe(monogramPalette(''));
  });
});
