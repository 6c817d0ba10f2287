import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue 10, defect 6: chart read-outs, the analytics chart and range, twelve full payout months.

async function signInAsArtist(page: Page) {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const monthLabel = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

test('dashboard charts show the latest values, and the values under the pointer on hover', async ({ page }) => {
  await signInAsArtist(page);
  const chart = page.getByRole('figure', { name: 'Streams by platform' });
  const readout = chart.getByTestId('chart-readout');
  await expect(chart.getByTestId('uplot-chart')).toBeVisible();

  // Before any hover: the latest day's values, never "--" or an empty dash.
  await expect(chart).not.toContainText('--');
  await expect(readout).toContainText(/Spotify\s*[\d.,]+K?/);
  await expect(readout).toContainText(/Apple Music\s*[\d.,]+K?/);
  await expect(readout).toContainText(/^Latest, /);
  const latest = (await readout.textContent()) ?? '';

  // Hovering early in the period reads out that day, in the read-out and beside the pointer.
  await chart.getByTestId('uplot-chart').hover({ position: { x: 90, y: 60 } });
  await expect(readout).not.toContainText('Latest');
  await expect(readout).not.toHaveText(latest);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/Spotify\s*[\d.,]+K?/);

  // Leaving the chart goes back to the latest values.
  await page.mouse.move(5, 5);
  await expect(tooltip).toBeHidden();
  await expect(readout).toHaveText(latest);
});

test("the dashboard's period speaks the analytics' vocabulary: an old link keeps its meaning, custom days stay in the address", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard?range=365');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Period')).toHaveValue('12m');
  await expect(main.getByRole('figure', { name: 'Streams by platform' }).getByTestId('uplot-chart')).toBeVisible();

  await main.getByLabel('Period').selectOption({ label: 'Custom range' });
  await expect(page).toHaveURL(/period=custom/);
  await expect(page).not.toHaveURL(/range=/);
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 13 * 86_400_000));
  await main.getByLabel('From', { exact: true }).fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Streams and estimated earnings, /)).toBeVisible();
});

test("analytics has the dashboard's period control: a preset, custom days shown as the range in effect, old from/to links as custom", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/analytics');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Period')).toHaveValue('30d');
  const chart = main.getByRole('figure', { name: 'Streams by platform' });
  await expect(chart.getByTestId('uplot-chart')).toBeVisible();
  await expect(chart.getByTestId('chart-readout')).toContainText(/Spotify\s*[\d.,]+K?/);
  // The streams' change is the kit's, said in words as on the artist home.
  await expect(main.getByTestId('stat-change')).toContainText(/(up|down) [\d.,]+% vs previous period|unchanged vs previous period|no earlier figure/);

  // Custom days start as the days on screen, and a new start is kept in the address.
  const today = new Date();
  await main.getByLabel('Period').selectOption({ label: 'Custom range' });
  await expect(page).toHaveURL(/period=custom/);
  await expect(main.getByLabel('From', { exact: true })).toHaveValue(isoDay(new Date(today.getTime() - 29 * 86_400_000)));
  await expect(main.getByLabel('To', { exact: true })).toHaveValue(isoDay(today));
  const newFrom = isoDay(new Date(today.getTime() - 9 * 86_400_000));
  await main.getByLabel('From', { exact: true }).fill(newFrom);
  await expect(page).toHaveURL(new RegExp(`from=${newFrom}`));
  await expect(main.getByLabel('From', { exact: true })).toHaveValue(newFrom);
  await expect(chart.getByTestId('uplot-chart')).toBeVisible();

  // A link from before the period control keeps its days.
  const oldFrom = isoDay(new Date(today.getTime() - 19 * 86_400_000));
  await page.goto(`/dashboard/analytics?from=${oldFrom}&to=${isoDay(today)}`);
  await expect(main.getByLabel('Period')).toHaveValue('custom');
  await expect(main.getByLabel('From', { exact: true })).toHaveValue(oldFrom);
});

test('a chart reads out by keyboard: arrow keys move a day and a live region says the values', async ({ page }) => {
  await signInAsArtist(page);
  const chart = page.getByRole('figure', { name: 'Streams by platform' });
  await expect(chart.getByTestId('uplot-chart')).toBeVisible();
  const plot = chart.getByRole('group', { name: /use the left and right arrow keys/ });
  await plot.focus();
  await page.keyboard.press('Home');
  const live = chart.getByTestId('chart-announcement');
  await expect(live).toContainText(/^\w{3} \d{1,2}, \d{4}: .*Spotify [\d.,]+/);
  await expect(page.getByRole('tooltip')).toBeVisible();
  const first = (await live.textContent()) ?? '';
  await page.keyboard.press('ArrowRight');
  await expect(live).not.toHaveText(first);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(chart.getByTestId('chart-readout')).toContainText(/^Latest, /);
});

test('payouts cover the twelve last full months', async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/artists');
  await page.getByTestId('artist-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  await page.goto(`${new URL(page.url()).pathname}/payouts`);

  const table = page.getByRole('table', { name: 'Estimated payouts by month and source' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const monthCells = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => (row.querySelector('td, th') as HTMLElement).innerText.trim()),
  );
  const distinct = [...new Set(monthCells)];
  expect(distinct).toHaveLength(12);

  // Newest first: last month (the current one is not over), back to twelve months before it.
  const now = new Date();
  expect(distinct[0]).toBe(monthLabel(now.getUTCFullYear(), now.getUTCMonth() - 1));
  expect(distinct[11]).toBe(monthLabel(now.getUTCFullYear(), now.getUTCMonth() - 12));
  await expect(page.getByRole('main')).toContainText(`${distinct[11]} to ${distinct[0]}`);
});
