import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #15: the admin opens service health and reads what the server measured: the overall
// status in words, the database up with the latency of its round trip, and a page that checks
// again by itself every 5 seconds.

test('an admin reads the measured health of the services, refreshed by itself', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/service-health');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Service health' })).toBeVisible();

  // The overall status, in words (the worst check: the demo server may be busy, so any of them).
  await expect(main.getByRole('heading', { level: 2, name: /^(All services are up|Some services are (degraded|down))$/ })).toBeVisible();
  await expect(main).toContainText(/Version \S+ · up for /);

  // The database answered, with its round trip.
  const database = main.getByRole('region', { name: 'Database' });
  await expect(database).toBeVisible();
  await expect(database).toContainText('Up');
  await expect(database).toContainText(/Answered in [\d.,]+ ms/);
  await expect(database).toContainText(/migrations \d+ of \d+ applied/);
  // Every service has its card.
  for (const name of ['API server', 'Email outbox', 'File storage', 'Presence and live events', 'Delivery partner', 'Copyright scan', 'Background jobs']) {
    await expect(main.getByRole('region', { name })).toBeVisible();
  }

  // The page checks again by itself: "Last checked" moves on without a click.
  const lastChecked = main.getByText(/^Last checked \d\d:\d\d:\d\d$/);
  await expect(lastChecked).toBeVisible();
  const first = await lastChecked.textContent();
  await expect(lastChecked).not.toHaveText(first ?? '', { timeout: 15_000 });

  // And when asked.
  const before = await lastChecked.textContent();
  await main.getByRole('button', { name: 'Refresh' }).click();
  await expect(lastChecked).not.toHaveText(before ?? '', { timeout: 10_000 });
});
