/** The palettes a monogram may take: each `default` carries its `contrast` text at 4.5:1. */
const MONOGRAM_PALETTES = ['accent', 'info', 'success', 'warning'] as const;
type MonogramPalette = (typeof MONOGRAM_PALETTES)[number];

/**
 * The colour of an artist's monogram, from the name alone: the same artist has the same colour
 * on every page and every visit, and two artists beside each other most often differ.
 */
export function monogramPalette(name: string | null | undefined): MonogramPalette {
  let hash = 0;
  for (const char of (name ?? '').trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return MONOGRAM_PALETTES[hash % MONOGRAM_PALETTES.length]!;
}
