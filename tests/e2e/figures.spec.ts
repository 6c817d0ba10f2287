import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #36 item 14: two pages showing one figure agree, and a figure defined otherwise says how.

/** Luna Vale, the demo artist's first roster artist (a fixed id of the demo data). */
const LUNA = '66b4de000000000000000b01';

/** The value of a headline figure (a StatCard: its label is a heading, its value the block after it). */
async function figureValue(scope: Page | Locator, label: string | RegExp): Promise<{ card: Locator; value: string }> {
  const card = scope.getByRole('heading', { name: label, exact: typeof label === 'string' }).locator('..');
  const value = card.locator(':scope > div').first();
  await expect(value).toHaveText(/\d/, { timeout: 15_000 });
  return { card, value: (await value.innerText()).trim() };
}

/** YYYY-MM-DD of the first and last day of the last full month (UTC), and its first day as a Date. */
function lastFullMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { first, from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

test("an artist's overview and payouts show the same estimated earnings, and the payouts say what they add", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, `/dashboard/artists/${LUNA}`);
  const overview = await figureValue(page, 'Estimated earnings, 12 full months');
  await expect(overview.card).toContainText('All platforms');
  await expect(overview.card).toContainText('payouts add MLC mechanical royalties');
  const streams = await figureValue(page, 'Streams, 12 full months');
  await expect(streams.card).toContainText(/\w{3} \d{4} to \w{3} \d{4}, all platforms/);

  await page.goto(`/dashboard/artists/${LUNA}/payouts`);
  const payouts = await figureValue(page, 'Estimated earnings, 12 full months');
  expect(payouts.value, 'the payouts’ earnings are the overview’s').toBe(overview.value);
  const total = await figureValue(page, 'Estimated payouts');
  await expect(total.card).toContainText('Earnings plus MLC');
  expect(total.value).not.toBe(overview.value);
  await figureValue(page, 'MLC mechanical royalties');
});

test("the admin landing's streams of last month are admin analytics' for that month, and the landing says it is a calendar month", async ({ page }) => {
  const month = lastFullMonth();
  const monthName = month.first.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  await openSignedIn(page, DEMO.admin, '/admin');
  const streams = await figureValue(page, `Streams, ${monthName}`);
  await expect(streams.card).toContainText('Calendar month, every artist on a roster, all platforms');
  const earnings = await figureValue(page, `Estimated earnings, ${monthName}`);

  await page.goto(`/admin/analytics?period=custom&from=${month.from}&to=${month.to}`);
  const figures = page.getByRole('region', { name: 'Key figures' });
  expect((await figureValue(figures, 'Streams')).value, 'the same streams over the same days').toBe(streams.value);
  expect((await figureValue(figures, 'Estimated earnings')).value, 'and the same earnings').toBe(earnings.value);
  await expect(page.getByRole('figure', { name: 'Streams over time' })).toContainText('every artist on a roster, all platforms');
});
