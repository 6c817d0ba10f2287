import type { Page } from '@playwright/test';

/** Holds every request matching `pattern` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Serves the app's font files from memory after their first download. A page with any route
 * has no HTTP cache (Playwright turns it off), so the face a returning reader has cached would
 * come over the network again on every load and, on a busy machine, after the first paint: text
 * set in the system face, then in Inter, changes width (a layout shift of the font's, not of the
 * data the journey watches). Call it before the first load.
 */
export async function keepFontsInMemory(page: Page): Promise<void> {
  const kept = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  await page.route(/\.woff2$/, async (route) => {
    const url = route.request().url();
    let font = kept.get(url);
    if (!font) {
      const response = await route.fetch();
      font = { body: await response.body(), headers: response.headers() };
      kept.set(url, font);
    }
    await route.fulfill({ status: 200, body: font.body, headers: font.headers });
  });
}
