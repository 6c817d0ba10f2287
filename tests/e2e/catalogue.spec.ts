import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

async function signInAsArtist(page: Page) {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the demo artist sees the dashboard figures', async ({ page }) => {
  await signInAsArtist(page);
  await expect(page.getByRole('heading', { name: 'Streams', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimated earnings', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly listeners', exact: true })).toBeVisible();
  // Money figures carry the estimate label (DESIGN §5).
  await expect(page.locator('[data-estimated="true"]').first()).toContainText('Estimated');
  await expect(page.getByRole('heading', { name: 'Streams by platform' })).toBeVisible();
});

test("the demo artist browses an artist's catalogue and an album", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/artists');
  const firstArtist = page.getByTestId('artist-row').first().getByRole('link');
  await expect(firstArtist).toBeVisible();
  await firstArtist.click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);

  await page.getByRole('navigation', { name: 'Artist sections' }).getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog-browse/);
  await expect(page.getByTestId('track-row').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Artist sections' }).getByRole('link', { name: 'Discography' }).click();
  const album = page.getByTestId('album-card').first();
  await expect(album).toBeVisible();
  await album.click();
  await expect(page).toHaveURL(/catalog-browse\?type=album-tracks&albumId=/);
  await expect(page.getByTestId('track-row').first()).toBeVisible();

  await page.getByRole('link', { name: 'Album details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/albums\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tracks', exact: true })).toBeVisible();
});

test('the demo artist pages and filters the artist list, and the URL carries the query', async ({ page }) => {
  // A small page size so the roster spans several pages.
  await openSignedIn(page, DEMO.artist, '/dashboard/artists?limit=1');
  await expect(page.getByTestId('artist-row')).toHaveCount(1);
  const firstName = await page.getByTestId('artist-row').first().getByRole('link').textContent();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('artist-row').first().getByRole('link')).not.toHaveText(firstName ?? '');

  await page.getByLabel('Verification').selectOption('false');
  await expect(page).toHaveURL(/[?&]isVerified=false/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  await page.getByLabel('Show').selectOption('oldest');
  await expect(page).toHaveURL(/sortDirection=asc/);

  const filters = page.getByRole('search', { name: 'Filter artists' });
  await filters.getByLabel('Search').fill((firstName ?? '').slice(0, 3));
  await expect(page).toHaveURL(/[?&]search=/);
  await filters.getByLabel('Search').fill('');
  await expect(page).not.toHaveURL(/[?&]search=/);

  // Reloading keeps the filters from the address.
  await page.reload();
  await expect(page.getByLabel('Verification')).toHaveValue('false');
});

test('the artist list filters published and draft artists, and clears the filters when none match', async ({ page }) => {
  // Luna Vale, first on the demo artist's roster, has a release online.
  await openSignedIn(page, DEMO.artist, '/dashboard/artists');
  const filters = page.getByRole('search', { name: 'Filter artists' });
  const luna = page.getByTestId('artist-row').getByRole('link', { name: 'Luna Vale' });
  await expect(luna).toBeVisible();

  await filters.getByLabel('Status').selectOption('published');
  await expect(page).toHaveURL(/[?&]status=published/);
  await expect(luna).toBeVisible();
  await filters.getByLabel('Show').selectOption('popular');
  await expect(page).toHaveURL(/sortBy=monthlyListeners/);
  await expect(page).toHaveURL(/[?&]status=published/);

  await filters.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(/[?&]status=draft/);
  await filters.getByLabel('Search').fill('Luna Vale');
  await expect(page.getByText('No artists match these filters')).toBeVisible();
  await page.locator('[data-empty-state]').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=|search=/);
  await expect(luna).toBeVisible();
  await expect(filters.getByLabel('Status')).toHaveValue('');
});
