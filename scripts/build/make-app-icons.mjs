// Writes the installed app's icons (public/icons/) from the app's mark, src/app/favicon.svg.
// Run it again after changing the mark: `node scripts/build/make-app-icons.mjs`. The icons are
// committed (the build copies public/ as is), so a build needs no image tools.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const mark = readFileSync(fromRoot('src/app/favicon.svg'), 'utf8');
const BACKGROUND = '#1d2b53';
// The note glyph of the mark, drawn on a full square: launchers that cut their own shape
// ("maskable") and iOS (no transparency) get no rounded corners of ours. The glyph keeps inside
// the maskable safe zone (the middle 80 % circle).
const glyph = mark.match(/<path[^>]*\/>/)?.[0];
if (!glyph) throw new Error('src/app/favicon.svg has no <path> to draw');
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-29.75 -32)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(fromRoot(`public/icons/${file}`));
  console.log(`public/icons/${file} (${size}×${size})`);
}
