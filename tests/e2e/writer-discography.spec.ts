import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #10, defect 7: a writer's discography is paged like the other lists, the page in the URL.
test("the demo artist pages through the discography of their top track's writer", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/tracks');
  const tracks = page.getByRole('table', { name: 'Tracks' });
  await tracks.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/tracks\/[^/]+$/);
  const credits = page.getByRole('region', { name: 'Writers' });
  await credits.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/writers\/[0-9a-f]{24}$/);

  // The overview shows the latest credits and links to all of them.
  const latest = page.getByRole('region', { name: 'Latest credits' });
  await expect(latest.locator('tbody tr')).toHaveCount(10);
  const all = page.getByRole('link', { name: /^All [\d,]+ credited tracks →$/ });
  const total = Number((await all.textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(25);
  await all.click();

  await expect(page).toHaveURL(/\/dashboard\/writers\/[0-9a-f]{24}\/discography$/);
  const table = page.getByRole('table', { name: 'Credited tracks' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const pages = page.getByRole('navigation', { name: 'Discography pages' });
  await expect(pages).toContainText(`1–25 of ${total.toLocaleString('en-US')}`);
  const firstOfPageOne = await rows.first().getByRole('link').first().textContent();

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/discography\?page=2$/);
  await expect(pages).toContainText(`26–${Math.min(50, total)} of`);
  await expect(rows.first().getByRole('cell').first()).toHaveText('26');
  await expect(rows.first().getByRole('link').first()).not.toHaveText(firstOfPageOne!);

  // The page survives a reload and the Back button, like the other lists.
  await page.reload();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/discography$/);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});
