// Each streaming platform drawn in its own brand colour (issue #39), so an artist finds Spotify where
// Spotify is green. A brand colour is darkened or lightened for one theme only where it would not reach
// 3:1 against the chart's surface (WCAG 1.4.11, checked by platform-colors.test.ts). Dark is the base
// value, as in semantic-tokens.ts.

type PlatformColor = { value: { base: string; _light: string } };

const brand = (dark: string, light = dark): PlatformColor => ({ value: { base: dark, _light: light } });

export const platformColors = {
  spotify: brand('#1DB954', '#168D40'), // Spotify green; its light-theme shade is darker (2.6:1 on white)
  'apple-music': brand('#FC3C44', '#FA243C'),
  'amazon-music': brand('#00A8E1', '#007EA8'), // Amazon Music blue, deeper on white
  'youtube-music': brand('#FF0000'),
  tidal: brand('#FFFFFF', '#000000'), // Tidal is black and white: the one the background is not
  soundcloud: brand('#FF5500', '#E64D00'),
  deezer: brand('#A238FF'), // Deezer's 2023 purple
  // Not a platform: the MLC pays mechanical royalties; a quiet slate beside the brands.
  mlc: brand('#919EAB', '#637381'),
} satisfies Record<string, PlatformColor>;

type PlatformTokenName = keyof typeof platformColors;

/** `APPLE_MUSIC` → `apple-music`, for a key that has a colour of its own; otherwise undefined. */
function tokenName(key: string): PlatformTokenName | undefined {
  const name = key.toLowerCase().replace(/_/g, '-');
  return Object.hasOwn(platformColors, name) ? (name as PlatformTokenName) : undefined;
}

/** The CSS variable of a platform's colour (`SPOTIFY` → `--colors-platform-spotify`), for a canvas that reads it. */
export function platformColorVar(key: string): string | undefined {
  const name = tokenName(key);
  return name && `--colors-platform-${name}`;
}

/** A platform's colour as a CSS value, for a style attribute. */
export function platformColor(key: string): string | undefined {
  const name = platformColorVar(key);
  return name && `var(${name})`;
}
