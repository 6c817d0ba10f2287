import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SETTINGS_STORAGE_KEY } from '@/entities/theme';
import type { ThemeSettings } from '@/shared/config';
import { DEMO, DEMO_PASSWORD, latestEmail, signIn } from './accounts';

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

/** The page shows its heading and no skeleton or busy region is left. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
      (node) => `${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
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

async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** Placeholder id for records the demo data does not have until their issues land. */
const NOT_IN_DEMO_DATA = '65f0c0ffee00000000000001';

/**
 * A value for every route parameter, taken from the demo data where it has the records (an
 * artist of artist@demo.test's roster, one of its tracks and albums, a writer, a user, the
 * artist's email-preferences token). A route with a parameter missing here fails with its name.
 */
export async function sampleRouteParams(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.artist, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const [roster, tracks, writers] = await Promise.all([
    json<{ _artist: { _id: string } }[]>(request, '/api/artists/roster', token),
    json<{ items: { id: string; album: { id: string } | null }[] }>(request, '/api/tracks?limit=1', token),
    json<{ items: { _id: string }[] }>(request, '/api/writers?limit=1', token),
  ]);
  const track = tracks.items[0]!;
  await request.post('/api/email/unsubscribe', { data: { email: DEMO.artist } });
  const mail = await latestEmail(request, DEMO.artist, 'email-preferences');
  const preferencesToken = /\/email\/preferences\/([\w-]+)/.exec(mail.text)?.[1];
  expect(preferencesToken, 'the preferences link in the mail').toBeTruthy();
  return {
    artistId: roster[0]!._artist._id,
    trackId: track.id,
    albumId: track.album!.id,
    writerId: writers.items[0]!._id,
    userId: user._id,
    token: preferencesToken!,
    // Releases, posts and email campaigns have no demo records yet: their pages are placeholders.
    releaseId: NOT_IN_DEMO_DATA,
    tabSection: 'details',
    trackIndex: '0',
    trackTab: 'details',
    postId: NOT_IN_DEMO_DATA,
    campaignId: NOT_IN_DEMO_DATA,
    listId: NOT_IN_DEMO_DATA,
    subscriberId: NOT_IN_DEMO_DATA,
  };
}

/** `/dashboard/artists/:artistId` → `/dashboard/artists/66b4…`; optional parameters are filled too. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`No sample value for :${name} (${path}): add one to sampleRouteParams in tests/e2e/support/a11y.ts`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * One page for the tests of the calling describe block, signed in once as `account` (or a visitor
 * when null), so that a block of many short checks signs in once.
 */
export function sharedPage(account: string | null): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto('/login');
    if (account) {
      await signIn(page, account);
      await expect(page).toHaveURL(/\/(dashboard|admin)/);
    }
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => page!;
}
