import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn, signIn } from './support/accounts';
import { signUpNewArtist } from './support/new-account';

// Issue #36, "The new artist": the first day of an artist with no platform profile yet, signing
// back in, and the header's roster switcher on an artist's pages.

const rosterButton = (page: Page) => page.getByRole('button', { name: /^Artists roster/ });

test('a first-release artist creates a profile from the verification and gets the menu that needs no streaming data', async ({ page }) => {
  await signUpNewArtist(page, 'Nova Reyes', { keepVerificationOpen: true });
  const search = page.getByRole('dialog', { name: 'Find your artist' });
  await expect(search).toContainText('Verifying unlocks streaming analytics');
  await expect(search).toContainText('Releases need no verification');
  await search.getByRole('button', { name: "I'm new — create my artist profile" }).click();
  await expect(search).toBeHidden();

  const dialog = page.getByRole('dialog', { name: 'Create your artist profile' });
  await expect(dialog.getByLabel('Artist name')).toHaveValue('Nova Reyes'); // the name given at sign-up
  await dialog.getByLabel('Artist name').fill('Nova Reyes Band');
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 180, g: 60, b: 120 } } }).png().toBuffer();
  await dialog.getByLabel('Photo (optional)').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByRole('button', { name: 'Create profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nova Reyes Band is ready')).toBeVisible();

  // The new profile is the selected artist, with its photo.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(rosterButton(page)).toHaveAccessibleName('Artists roster: Nova Reyes Band');
  await expect(rosterButton(page).locator('img')).toHaveAttribute('src', /\/media\/photos\/.+\.webp$/);
  const onboarding = page.getByRole('region', { name: 'Set up your artist' });
  await expect(onboarding).toContainText('Verification unlocks streaming analytics');
  await expect(onboarding).toContainText('It does not gate releases');

  // What needs no streaming data opens; analytics says what it waits for.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Dashboard', 'Catalog management', 'Release management', 'Integrations']) {
    await expect(nav.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  }
  await expect(nav.getByText('Verify an integration first')).toHaveCount(0);
  await expect(nav.getByText('Streaming data: verify first')).toBeVisible();
  await nav.getByRole('link', { name: 'Catalog management', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}\/catalog$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Nova Reyes Band');
});

test('signing back in selects the verified artist over the unverified one from sign-up', async ({ page, browser }) => {
  const email = await signUpNewArtist(page, 'Static Fan', { keepVerificationOpen: true });
  const search = page.getByRole('dialog', { name: 'Find your artist' });
  await search.getByRole('combobox').fill('Static Orchard');
  await page.getByRole('option', { name: /^Static Orchard \d/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Spotify/ }).click();
  await dialog.getByLabel('Email or username').fill('static@sandbox.test');
  await dialog.getByLabel('Password').fill('sandbox-password');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(rosterButton(page)).toHaveAccessibleName('Artists roster: Static Orchard');

  // Another device: nothing stored there; the roster holds "Static Fan" (unverified) first.
  const elsewhere = await browser.newPage();
  try {
    await elsewhere.goto('/login');
    await signIn(elsewhere, email, 'a-long-password');
    await expect(elsewhere).toHaveURL(/\/dashboard$/);
    await expect(rosterButton(elsewhere)).toHaveAccessibleName('Artists roster: Static Orchard');
  } finally {
    await elsewhere.close();
  }
});

test("picking another artist in the header takes the artist's page along", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await page.getByRole('link', { name: 'Artist overview →' }).click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  const main = page.getByRole('main');
  const first = (await main.getByRole('heading', { level: 1 }).textContent())!.trim();
  const firstUrl = page.url();

  await rosterButton(page).click();
  const roster = page.getByRole('list', { name: 'Roster' });
  const other = roster.getByRole('button', { name: 'The Midnight Harbor', exact: true });
  expect(first).not.toBe('The Midnight Harbor');
  await other.click();
  await expect(rosterButton(page)).toHaveAccessibleName('Artists roster: The Midnight Harbor');
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'The Midnight Harbor' })).toBeVisible();

  // A sub-page follows to the same sub-page.
  await page.goto(`${page.url()}/payouts`);
  await rosterButton(page).click();
  await roster.getByRole('button', { name: first, exact: true }).click();
  await expect(page).toHaveURL(`${firstUrl}/payouts`);
});
