import { expect, test, type Page } from './support/test';
import { openSignedIn } from './support/accounts';
import { signUpNewArtist } from './support/new-account';

// Issue #11: artist verification through the platform sandbox (README "Platform sandbox"), and an
// admin's claim without verification.

const SANDBOX_PASSWORD = 'sandbox-password';

async function pickArtist(page: Page, dialogName: string, search: string, artistName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox').fill(search);
  await page.getByRole('option', { name: new RegExp(artistName) }).click();
}

test('a new user verifies through the Spotify sandbox with a two-factor code and lands on the dashboard of the artist', async ({ page }) => {
  await signUpNewArtist(page, 'Nova Reyes', { keepVerificationOpen: true });

  // The modal opened by itself after sign-up: search, platform, login.
  await pickArtist(page, 'Find your artist', 'Nova Lights', 'Nova Lights');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await dialog.getByRole('button', { name: /^Spotify/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in to verify' })).toBeVisible();
  const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
  await expect(verify).toBeDisabled(); // both fields are needed
  await dialog.getByLabel('Email or username').fill('nova+2fa@sandbox.test');
  await dialog.getByLabel('Password').fill('not-the-password');
  await verify.click();
  await expect(dialog.getByRole('alert')).toContainText('Spotify did not accept this username and password.');

  await expect(dialog.getByLabel('Email or username')).toHaveValue('nova+2fa@sandbox.test'); // kept
  await dialog.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await verify.click();
  await expect(dialog.getByText(/sent a 6-digit code to the phone number ending in 42/)).toBeVisible();
  const submitCode = dialog.getByRole('button', { name: 'Verify code' });
  await expect(submitCode).toBeDisabled();
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.insertText('123456');
  await page.keyboard.press('Enter'); // Enter submits the complete code

  await expect(dialog.getByText('Success, you are verified')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(dialog).toBeHidden();
  // "Go to dashboard" goes there, on the artist just verified (issue #36).
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Nova Lights' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Artists roster/ })).toHaveAccessibleName('Artists roster: Nova Lights');

  // The artist menu needs a verified integration: enabled now.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await page.goto('/dashboard/integrations');
  const spotify = page.getByRole('row', { name: /Spotify/ });
  await expect(spotify.getByText('Verified', { exact: true })).toBeVisible();
});

test('the integrations page starts verification on a platform', async ({ page }) => {
  await signUpNewArtist(page, 'Juno Vale');
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Verify on Apple Music' }).click();
  await expect(page.getByRole('dialog', { name: 'Find your artist' }).getByText('Verify on Apple Music', { exact: true })).toBeVisible();
  await pickArtist(page, 'Find your artist', 'Juno', 'Juno Vale');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign in to verify' })).toBeVisible();
  await dialog.getByLabel('Apple ID').fill('juno@sandbox.test');
  await dialog.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByText('Success, you are verified')).toBeVisible();
});

test('an admin claims an artist without verification', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', '/admin/artists');
  await page.getByRole('button', { name: 'Claim artist' }).click();
  await pickArtist(page, 'Find your artist', 'Mira Sol', 'Mira Sol');
  const dialog = page.getByRole('dialog', { name: 'Claim artist' });
  await expect(dialog.getByRole('link', { name: 'View Profile' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Claim Artist' }).click();
  await expect(page.getByText('Success, you are verified')).toBeVisible();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/artists\/[0-9a-f]{24}$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mira Sol' })).toBeVisible();
});
