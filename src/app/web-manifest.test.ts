import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@/shared/config';

// The installed app's manifest (public/, copied into the build as is) and its icons.
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const manifest = JSON.parse(readFileSync(fromRoot('public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const indexHtml = readFileSync(fromRoot('src/app/index.html'), 'utf8');
const fileOf = (src: string) => (src === '/favicon.svg' ? fromRoot('src/app/favicon.svg') : fromRoot(`public${src}`));

describe('web app manifest', () => {
  it('names the app with the product name (a static file: kept equal to the constant here) and opens it standalone at the root', () => {
    expect(manifest).toMatchObject({ name: PRODUCT_NAME, short_name: PRODUCT_NAME, start_url: '/', scope: '/', display: 'standalone' });
  });

  it("uses the page's theme colour", () => {
    const meta = indexHtml.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
    expect(manifest.theme_color).toBe(meta);
    expect(manifest.background_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('has the icons installers ask for: 192 and 512 px, and a maskable 512 px', () => {
    const has = (sizes: string, purpose: string) => manifest.icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose);
    expect(has('192x192', 'any')).toBe(true);
    expect(has('512x512', 'any')).toBe(true);
    expect(has('512x512', 'maskable')).toBe(true);
  });

  it('every icon exists at the size it states', async () => {
    for (const icon of manifest.icons) {
      const file = fileOf(icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.sizes === 'any') continue;
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(`image/${format}`, icon.src).toBe(icon.type);
    }
  });

  it('is linked from the page, with the iOS home-screen icon', async () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const appleIcon = indexHtml.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(appleIcon).toBeDefined();
    const { width, height, hasAlpha } = await sharp(fileOf(appleIcon!)).metadata();
    expect([width, height]).toEqual([180, 180]);
    // iOS draws transparency black: the home-screen icon is opaque.
    const { isOpaque } = await sharp(fileOf(appleIcon!)).stats();
    expect(hasAlpha === false || isOpaque).toBe(true);
  });
});
