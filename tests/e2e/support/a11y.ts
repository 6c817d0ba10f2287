import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from './test';
import { SETTINGS_STORAGE_KEY } from '@/entities/theme';
import type { ThemeSettings } from '@/shared/config';
import { storeSession } from './accounts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe keeps its experimental rules off unless named; these are the ones that test a WCAG A/AA
 * success criterion (label-content-name-mismatch is 2.5.3 "Label in Name").
 */
const EXPERIMENTAL_WCAG_RULES = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Stores display settings (spec 1 §3) for the next page load; the page must be on the app's origin. */
export async function storeSettings(page: Page, settings: Partial<ThemeSettings>) {
  await page.evaluate(
    ([key, next]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, ...next }));
    },
    [SETTINGS_STORAGE_KEY, settings] as const,
  );
}

/** Loads `url` in `theme` and waits until the page has its heading and nothing is loading. */
export async function visit(page: Page, url: string, theme: Theme) {
  await storeSettings(page, { themeMode: theme });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settled(page);
}

/**
 * The page shows its heading, no skeleton or busy region is left, and no colour is still on its
 * way (a theme switch eases the navigation's colours: axe must read the ones the theme ends on).
 */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Ended at once rather than awaited: a transition's `finished` may never settle (one held while
  // the browser is busy elsewhere timed a journey out), and its end state is all that matters here.
  await page.evaluate(() => {
    for (const transition of document.getAnimations().filter((each) => each instanceof CSSTransition)) {
      try {
        transition.finish();
      } catch {
        // An infinite or zero-rate one cannot end: it holds no theme colour either.
      }
    }
  });
}

/**
 * Runs axe (WCAG 2.2 A and AA) on the page as it is and expects no violation. `coloursOnly` runs
 * just the rules a theme can change (a second theme shows the same markup in other colours).
 */
export async function expectNoViolations(page: Page, what: string, { coloursOnly = false } = {}) {
  // Legacy mode runs axe in the page itself: the app has no cross-origin frames, and the default
  // cross-frame mode opens a blank page to merge the results of every run (2-4 times slower).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({
    // Passes and incomplete results are not collected in full: much faster on long tables.
    resultTypes: ['violations'],
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  });
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_TAGS);
  const { violations } = await builder.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}) at ${node.target.join(' ')} ${node.html}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect.soft(found, `axe violations on ${what}`).toEqual([]);
}

/** The WCAG rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the page to `theme`: with the header's switch where there is one (signed-in pages),
 * else by storing the setting and reloading.
 */
export async function switchTheme(page: Page, theme: Theme) {
  const toggle = page.getByRole('button', { name: `Switch to ${theme} mode` });
  if (await toggle.isVisible()) {
    await toggle.click();
  } else {
    await storeSettings(page, { themeMode: theme });
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settled(page);
}

/** axe on `url` in the dark theme, then (colour rules) in the light theme. */
export async function expectAccessiblePage(page: Page, url: string) {
  await visit(page, url, 'dark');
  await expectNoViolations(page, `${url} (dark theme)`);
  await switchTheme(page, 'light');
  await expectNoViolations(page, `${url} (light theme)`, { coloursOnly: true });
}

/**
 * One page for the tests of the calling describe block, signed in once as `account` (or a visitor
 * when null), so that a block of many short checks signs in once.
 */
export function sharedPage(account: string | null): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    if (account) await storeSession(context, account);
    page = await context.newPage();
    await page.goto('/login');
    if (account) await expect(page).toHaveURL(/\/(dashboard|admin)/);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => page!;
}
