import { createHash } from 'node:crypto';

/** Where demo artists and albums get their pictures: no outside image service is reachable. */
export const DEMO_ARTWORK_PREFIX = '/media/demo';

export function demoArtworkUrl(seed: string): string {
  return `${DEMO_ARTWORK_PREFIX}/${encodeURIComponent(seed)}.svg`;
}

/** A deterministic abstract cover for a seed: two-colour gradient and a few circles. */
export function demoArtworkSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = (index: number) => Math.round((bytes[index]! / 255) * 360);
  const at = (index: number, size: number) => Math.round((bytes[index]! / 255) * size);
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${at(4 + i, 640)}" cy="${at(8 + i, 640)}" r="${80 + at(12 + i, 200)}" fill="hsl(${hue(16 + i)} 70% 60%)" fill-opacity="0.45"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 640" width="640" height="640">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue(0)} 65% 38%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 22%)"/>` +
    `</linearGradient></defs><rect width="640" height="640" fill="url(#g)"/>${circles}</svg>`
  );
}
