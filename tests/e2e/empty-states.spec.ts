import { expect, test } from './support/test';
import { signUpNewArtist } from './support/new-account';

// Issue 10, defect 5: a new account has no streams yet; instead of flat-zero charts and figures
// it reads what to do next.

test('a new account sees what to do next instead of flat-zero charts', async ({ page }) => {
  await signUpNewArtist(page, 'Nova Reyes');
  const main = page.getByRole('main');

  // /dashboard: the new artist, no streams yet.
  await expect(main.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
  await expect(main.getByText('No streams yet')).toBeVisible();
  await expect(main.getByText(/Verify Nova Reyes on Spotify or Apple Music/)).toBeVisible();
  await expect(main.getByTestId('uplot-chart')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Streams by platform' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Go to integrations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations$/);

  // /dashboard/analytics: the roster has no streams either.
  await page.goto('/dashboard/analytics');
  await expect(main.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(main.getByText('No streams yet')).toBeVisible();
  await expect(main.getByTestId('uplot-chart')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Go to integrations' })).toBeVisible();

  // The artist's own pages: overview and payouts.
  await page.goto('/dashboard/artists');
  await main.getByRole('link', { name: 'Nova Reyes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  await expect(main.getByText('No streams yet')).toBeVisible();
  await expect(main.getByTestId('uplot-chart')).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}/payouts`);
  await expect(main.getByText('No payouts yet')).toBeVisible();
  await expect(main.getByTestId('uplot-chart')).toHaveCount(0);
});
