import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue 10, defect 3: people read labels, never the keys of the contract's enumerations.
const RAW_KEYS = [
  // verification map keys and streaming platforms
  /\b(spotify|appleMusic|amazonMusic|distrokid)\b/,
  /\b(SPOTIFY|APPLE_MUSIC|AMAZON_MUSIC|YOUTUBE_MUSIC|TIDAL|SOUNDCLOUD|DEEZER)\b/,
  // unclaimed-royalty statuses, roles
  /\b(UNCLAIMED|CLAIM_SUBMITTED|CLAIMED|REJECTED|ADMIN|INVESTOR)\b/,
  // work registrations and writer credits
  /\bnot_registered\b|: (registered|pending|not registered)\b/,
  /\b(COMPOSER|LYRICIST|ARRANGER|PUBLISHER|composer|lyricist|arranger|publisher)\b/,
];

async function expectNoRawKeys(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  // The page has settled: no skeleton is left.
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await main.innerText();
  for (const key of RAW_KEYS) expect(text, `${path} shows an internal key`).not.toMatch(key);
}

test('platforms and statuses read as labels on every artist page', async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/artists');
  const verifiedRow = page.getByTestId('artist-row').filter({ hasText: 'Apple Music' }).first();
  await expect(verifiedRow).toBeVisible();
  await expect(verifiedRow.getByText('Spotify', { exact: true })).toBeVisible();
  await expectNoRawKeys(page, '/dashboard/artists');

  await verifiedRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  await expect(page.getByText('Verified on Apple Music')).toBeVisible();
  const artistPath = new URL(page.url()).pathname;

  for (const section of ['', '/payouts', '/unclaimed-royalties', '/usage']) {
    await expectNoRawKeys(page, `${artistPath}${section}`);
  }
  for (const path of ['/dashboard/integrations', '/dashboard/works', '/dashboard/analytics']) {
    await expectNoRawKeys(page, path);
  }

  // A track's writer credits name each writer's part.
  await page.goto(artistPath);
  await page.getByRole('region', { name: 'Top tracks' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/tracks\//);
  await expectNoRawKeys(page, new URL(page.url()).pathname);
});

test('the admin reads labels on the artist list and the presence page', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ['/admin/artists', '/admin/presence']) await expectNoRawKeys(page, path);
});
