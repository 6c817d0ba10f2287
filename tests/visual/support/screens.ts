import { type Locator, type Page, type Request, expect, test } from '@playwright/test';
import { SETTINGS_STORAGE_KEY } from '@/entities/theme';
import { storeSession } from '../../e2e/support/accounts';
import { VISUAL_CLOCK } from './clock';

export const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];
export const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

export interface Screen {
  /** The baseline's name: `<name>-<width>-<theme>.png`. */
  name: string;
  path: string;
  /** Signed in as this account; a guest when absent. */
  as?: string;
  /** What still varies between runs (presence, latencies, versions): as little as possible. */
  mask?: (page: Page) => Locator[];
  /** Answers some of the page's requests itself, before the page loads (figures of this machine). */
  routes?: (page: Page) => Promise<unknown>;
  /** Brings the page to the state to take (opens a dialog, a step). */
  prepare?: (page: Page) => Promise<void>;
  /** The whole page (the default), or the window only: a dialog covers the window, not the page under it. */
  fullPage?: boolean;
}

/**
 * Masked on every screen: the header's count of users online (other screens' sign-ins), and times of
 * day, which the demo data has from the seeding's own progress (to the minute) or this run's sign-ins.
 */
const ALWAYS_MASKED = (page: Page): Locator[] => [
  page.getByRole('button', { name: /^Online users/ }),
  page.locator('main').getByText(/\b\d{1,2}:\d{2}(:\d{2})? [AP]M\b|\b\d{1,2}:\d{2}:\d{2}\b/),
];

/** A phone's height at 390 px, a laptop's at 1440: what is sticky or fills the window sits where it would. */
const HEIGHT = { 390: 844, 1440: 900 } as const;

/**
 * Waits until no request (but the event streams, which stay open) has been under way for half a
 * second: some sections render nothing until their data is in, with no busy state to wait for.
 */
function trackRequests(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) return;
    open.add(request);
    changed = Date.now();
  });
  const ended = (request: Request) => {
    if (open.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () =>
    expect
      .poll(() => open.size === 0 && Date.now() - changed >= 500, { message: 'no request under way', intervals: [100] })
      .toBe(true);
}

/**
 * The page as it rests: the theme applied, fonts loaded, nothing busy, the charts drawn, every
 * image decoded, no transition under way.
 */
async function settle(page: Page, theme: Theme, quiet: () => Promise<void>) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('h1, [role="dialog"] h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Charts load after the first paint (a skeleton, busy, until then): each draws into a canvas.
  await expect
    .poll(() => page.locator('[data-testid="uplot-chart"]:not(:has(canvas))').count(), { message: 'every chart drawn' })
    .toBe(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    const transitions = document.getAnimations().filter((each) => each instanceof CSSTransition);
    await Promise.all(transitions.map((each) => each.finished.catch(() => undefined)));
  });
  await quiet();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Makes the window as tall as the page, so that the whole page is one stable screenshot. (Playwright's
 * `fullPage` grows the window only while it takes the picture: what is sized by the window's
 * height then grew the page between two pictures, and lazy images below the window never loaded.)
 */
async function fitWindowToPage(page: Page, width: Width) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const height = Math.max(HEIGHT[width], await page.evaluate(() => document.documentElement.scrollHeight));
    if (height === page.viewportSize()?.height) return;
    await page.setViewportSize({ width, height });
  }
}

/**
 * The server's clock (started at VISUAL_CLOCK, see playwright.visual.config.ts): the browser's
 * starts there too, so what the server stamps as it serves ("signed in just now") reads the same.
 */
async function serverNow(page: Page): Promise<number> {
  const health = await page.request.get('/api/health');
  const { uptimeSeconds } = (await health.json()) as { uptimeSeconds: number };
  return Date.parse(VISUAL_CLOCK) + uptimeSeconds * 1000;
}

/** One test per screen, width and theme: the screen as it rests, full page. */
export function screens(list: readonly Screen[]) {
  for (const screen of list) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        test(`${screen.name} at ${width} px, ${theme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: HEIGHT[width] });
          await page.clock.install({ time: await serverNow(page) });
          if (screen.as) await storeSession(page.context(), screen.as);
          await page.addInitScript(
            ([key, themeMode]) => localStorage.setItem(key, JSON.stringify({ themeMode })),
            [SETTINGS_STORAGE_KEY, theme] as const,
          );
          await screen.routes?.(page);
          const quiet = trackRequests(page);
          await page.goto(screen.path);
          await screen.prepare?.(page);
          await settle(page, theme, quiet);
          if (screen.fullPage ?? true) {
            await fitWindowToPage(page, width);
            // Lazy images are requested once near the window: now that all of the page is in it.
            await expect(page.locator('img:not([src])'), 'every lazy image requested').toHaveCount(0);
            await settle(page, theme, quiet);
          }
          await expect(page).toHaveScreenshot(`${screen.name}-${width}-${theme}.png`, {
            mask: [...ALWAYS_MASKED(page), ...(screen.mask?.(page) ?? [])],
          });
        });
      }
    }
  }
}
