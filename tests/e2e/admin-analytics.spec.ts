import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #15: an admin reads the product's figures over the last 90 days, compared with the 90
// days before, with charts.

test('an admin switches the analytics to 90 days and sees figures and charts', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('compared with the previous 30 days')).toBeVisible();

  await page.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  await expect(page).toHaveURL(/period=90d/);
  await expect(page.getByText('compared with the previous 90 days')).toBeVisible();
  await expect(page.getByLabel('Group by')).toHaveValue('week');

  const figures = page.getByRole('region', { name: 'Key figures' });
  for (const label of ['Sign-ups', 'Active users', 'Releases created', 'Streams', 'Estimated earnings']) {
    const card = figures.getByRole('heading', { name: label, exact: true }).locator('..');
    await expect(card).toContainText(/\d/);
    await expect(card).toContainText(/previous 90 days/);
  }
  await expect(figures.getByRole('heading', { name: 'All accounts' }).locator('..')).toContainText(/[1-9]/);

  await expect(page.getByRole('figure', { name: 'Sign-ups and active users' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Streams over time' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Earnings over time (estimated)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Streams and estimated earnings by platform' })).toContainText('Spotify');
  // A chart is drawn (uPlot's canvas) for the streams of the demo roster.
  await expect(page.getByRole('figure', { name: 'Streams over time' }).locator('canvas').first()).toBeVisible();

  // Reloading keeps the period (it is in the address).
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('90d');
});

// Issue #38: one period vocabulary in the address (`?period=<preset>|custom&from&to`); the
// behavioural pages' older `?range=7` links keep their meaning and a change writes `period`.
test('the behavioural analytics read the shared period vocabulary and the old range links', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/behavioral-analytics?period=90d');
  await expect(page.getByRole('heading', { level: 1, name: 'Behavioral analytics' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('90d');

  await page.goto('/admin/behavioral-analytics?range=7');
  await expect(page.getByLabel('Period')).toHaveValue('7d');
  await page.getByLabel('Period').selectOption({ label: 'Custom range' });
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page).not.toHaveURL(/range=/);

  await page.getByLabel('From').fill('2020-01-01');
  await expect(page.getByRole('alert')).toHaveText('Choose a period of at most 366 days.');
});
