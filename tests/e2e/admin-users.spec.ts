import { type APIRequestContext, type Locator, expect, test } from './support/test';
import { acceptedUserAgreement, DEMO, latestEmail, signIn, uniqueEmail, openSignedIn } from './support/accounts';
import { apiToken } from './support/demo-samples';

// Issue #14: an admin finds an account and archives it while its owner has a page open: that page
// is signed out at once and says why, and signing in again is refused; unarchiving restores access.
// Then an admin changes a payout rate and the artist's estimated earnings follow.

const DEACTIVATED = 'This account has been deactivated. Contact support to restore it.';
const PASSWORD = 'a-long-password';

/** A fresh artist account with a confirmed email, made through the API as the sign-up page does. */
async function newArtistAccount(request: APIRequestContext, lastName: string): Promise<string> {
  const email = uniqueEmail('archived');
  const signUp = await request.post('/api/auth/artist-sign-up', {
    data: { firstName: 'Mara', lastName, email, artistName: `Mara ${lastName}`, password: PASSWORD, phoneNumber: '+1 415 555 0102', ...(await acceptedUserAgreement(request)) },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await latestEmail(request, email, 'verification-code')).text)?.[1];
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  return email;
}

test('an admin archives an account while its owner has a page open, then restores it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const lastName = `Quill${Date.now().toString(36)}`;
  const email = await newArtistAccount(request, lastName);

  // The owner signs in and keeps their account page open.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await openSignedIn(owner, email, '/dashboard/account', PASSWORD);
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();

  // The admin finds the account by its email and opens it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.admin, '/admin/users');
  const search = admin.getByRole('searchbox', { name: 'Search' });
  await search.fill(email);
  await search.press('Enter');
  await expect(admin).toHaveURL(/search=/);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByRole('link', { name: `Mara ${lastName}` }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/[0-9a-f]{24}$/);
  await expect(admin.getByRole('heading', { level: 1, name: `Mara ${lastName}` })).toBeVisible();

  // Archive, after a confirmation that says what happens.
  await admin.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Archive Mara ${lastName}?` });
  await expect(confirm).toContainText('signed out everywhere at once');
  await confirm.getByRole('button', { name: 'Archive account' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Profile' }).getByText('Archived', { exact: true })).toBeVisible();

  // The owner's open page is signed out at once and says why.
  await expect(owner).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(owner.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(DEACTIVATED);

  // Signing in again is refused with the same words.
  await signIn(owner, email, PASSWORD);
  await expect(owner.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(DEACTIVATED);
  await expect(owner).toHaveURL(/\/login$/);

  // Unarchived, the account signs in again.
  await admin.getByRole('button', { name: 'Unarchive' }).click();
  await expect(admin.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Profile' }).getByText('Active', { exact: true })).toBeVisible();
  await signIn(owner, email, PASSWORD);
  await expect(owner).toHaveURL(/\/dashboard$/);

  await ownerContext.close();
  await adminContext.close();
});

type Rate = { source: string; perStream: number; currency: 'USD' };

/** The amount shown by the dashboard's "Estimated earnings" figure. */
async function estimatedEarnings(figure: Locator): Promise<string> {
  await expect(figure).toContainText(/≈ \$[\d,]+\.\d{2}/, { timeout: 15_000 });
  return /≈ \$[\d,]+\.\d{2}/.exec((await figure.textContent()) ?? '')![0];
}

test('an admin changes the Spotify payout rate and the artist’s estimated earnings follow', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const adminToken = await apiToken(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const before = (await (await request.get('/api/admin/system-payout-rates', { headers })).json()) as { rates: (Rate & { updatedAt: unknown })[] };
  const original: Rate[] = before.rates.map(({ source, perStream }) => ({ source, perStream, currency: 'USD' }));
  const spotify = original.find((rate) => rate.source === 'SPOTIFY');
  expect(spotify, 'a Spotify rate to change').toBeDefined();
  const doubled = Number((spotify!.perStream * 2 || 0.005).toPrecision(6));

  try {
    // The artist's dashboard: the selected artist's streams and estimated earnings (Spotify among the platforms).
    const artistContext = await browser.newContext();
    const artist = await artistContext.newPage();
    await openSignedIn(artist, DEMO.artist, '/dashboard');
    await expect(artist).toHaveURL(/\/dashboard$/);
    const figure = artist.getByRole('heading', { name: 'Estimated earnings', exact: true }).locator('..');
    const earningsBefore = await estimatedEarnings(figure);

    // The admin doubles the Spotify rate.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await openSignedIn(admin, DEMO.admin, '/admin/system-payout-rates');
    await expect(admin.getByText(/is an estimate/)).toBeVisible();
    const rateField = admin.getByLabel(/^Spotify: Rate per stream/);
    await rateField.fill(String(doubled));
    await admin.getByRole('button', { name: 'Save rates' }).click();
    await expect(admin.getByText('Payout rates saved')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Change history' }).getByRole('row').nth(1)).toContainText('Spotify');

    // The artist's figure follows on the next read.
    await expect(async () => {
      await artist.reload();
      expect(await estimatedEarnings(figure)).not.toBe(earningsBefore);
    }).toPass({ timeout: 20_000 });
    await expect(figure).toContainText('Estimated');

    await artistContext.close();
    await adminContext.close();
  } finally {
    // The other journeys read the demo figures at the usual rates.
    const restored = await request.put('/api/admin/system-payout-rates', { headers, data: { rates: original } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
