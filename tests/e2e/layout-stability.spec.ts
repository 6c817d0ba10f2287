import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { holdRequests, keepFontsInMemory } from './support/network';

// Nothing on a page moves when its data arrives (CLS): text that comes with the data (a list's
// count under its title, a figure's comparison) keeps its line while it loads. The font comes as
// from a returning reader's cache (keepFontsInMemory): its own swap on a first visit is not what
// these journeys watch.

test.use({ viewport: { width: 390, height: 844 } });

/** Records the page's layout shifts from its start. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
}

test('the admin artist list does not move when its rows and count arrive', async ({ page }) => {
  await keepFontsInMemory(page);
  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  const shifts = await watchLayoutShifts(page);
  const release = await holdRequests(page, /\/api\/artists\?/);
  await page.goto('/admin/artists');
  await expect(page.getByRole('heading', { name: 'Artists', level: 1, exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  release();
  // The demo's 3,000 artists are past the exact count's 1,000: "about 3,000 artists".
  await expect(page.getByText(/^(about )?[\d,]+ artists$/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.waitForTimeout(300);
  expect(await shifts()).toEqual([]);
});

test("the artist's dashboard does not move when its figures arrive", async ({ page }) => {
  await keepFontsInMemory(page);
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const shifts = await watchLayoutShifts(page);
  const release = await holdRequests(page, /\/api\/artists\/[^/]+\/analytics\?/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Streams', level: 2, exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  release();
  await expect(page.getByText(/vs previous period$/).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await shifts()).toEqual([]);
});
