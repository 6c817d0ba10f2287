import { expect, test } from './support/test';
import { acceptedUserAgreement, DEMO, latestEmail, signIn, uniqueEmail } from './support/accounts';
import { holdRequests } from './support/network';
import { openMenu } from './support/keyboard';

test('a new artist signs up accepting the user agreement, verifies the email with the code from the mailbox and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('new-artist');
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('First name required')).toBeVisible();
  const accept = form.getByRole('checkbox', { name: 'I accept the user agreement' });
  await expect(accept).toHaveAccessibleDescription('Accept the user agreement to create an account.');

  // The text to read, from the server, naming the company.
  await form.getByRole('button', { name: 'Read the user agreement' }).click();
  const agreement = page.getByRole('dialog', { name: 'User agreement' });
  await expect(agreement.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(agreement).toContainText('is run by Royalty Desk Group');
  await agreement.getByRole('button', { name: 'Close' }).click();
  await expect(agreement).toBeHidden();

  await form.getByLabel('First name').fill('Nova');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Artist name').fill('Nova Reyes');
  await form.getByLabel('Phone number').fill('+1 415 555 0100');
  await form.getByLabel('Password').fill('a-long-password');
  await accept.check();
  await expect(accept).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify/);

  const message = await latestEmail(request, email, 'verification-code');
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.insertText(code!); // a whole code (autofill, paste) submits itself
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin signs in and lands on the admin area', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a regular user opening an admin page is sent to the dashboard', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fusers$/);
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor opening a dashboard page signs in and comes back to it', async ({ page }) => {
  await page.goto('/dashboard/artists');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fartists$/);
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard\/artists$/);
});

test('an investor-only account is sent to the investor site', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.investor);
  await expect(page).toHaveURL(/\/investors$/);
});

test('logout ends the session and returns to the login page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = await openMenu(page, 'Account menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
});

// A 2×2 PNG: the server checks photos by content and crops them square.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOo0DhRoXGCAUIBACYuBaGPmH9PAAAAAElFTkSuQmCC',
  'base64',
);

test('the artist changes the profile photo and sees it as the avatar', async ({ page, request }) => {
  await page.goto('/login');
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/account');
  const account = page.getByRole('region', { name: 'Your account' });
  await account.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Photo updated')).toBeVisible();
  const avatar = account.getByRole('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\/photos\/[a-f0-9]{24}-[a-f0-9]{16}\.webp$/);
  const photo = await request.get((await avatar.getAttribute('src'))!);
  expect([photo.status(), photo.headers()['content-type']]).toEqual([200, 'image/webp']);

  await account.getByLabel('Profile photo').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(account.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');
});

test('forgot password → reset link from the mailbox → new password → signed in', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const signUp = await request.post('/api/auth/artist-sign-up', {
    data: {
      firstName: 'Lena',
      lastName: 'Park',
      email,
      artistName: 'Lena Park',
      password: 'first-password',
      phoneNumber: '+1 415 555 0101',
      ...(await acceptedUserAgreement(request)),
    },
  });
  expect(signUp.ok()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await latestEmail(request, email, 'verification-code')).text)?.[1];
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const reset = await latestEmail(request, email, 'password-reset');
  const link = /https?:\/\/\S+/.exec(reset.text)?.[0];
  expect(link).toContain('/reset-password');
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const login = await request.post('/api/auth/login', { data: { email, password: 'second-password' } });
  expect(login.ok()).toBe(true);
});

test('a call that meets an expired token refreshes it and is retried once', async ({ page }) => {
  const distributionCheck = '**/api/nm/check-if-distributed-artist**';
  let checks = 0;
  let refreshesAfterExpiry = 0;
  await page.route(distributionCheck, async (route) => {
    checks += 1;
    // The first answer plays a token that expired on the server; the retry must go through.
    if (checks === 1) {
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired token' }),
      });
    } else {
      await route.continue();
    }
  });
  page.on('request', (request) => {
    if (checks >= 1 && new URL(request.url()).pathname === '/api/auth/verify') refreshesAfterExpiry += 1;
  });

  await page.goto('/login');
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => checks).toBe(2);
  expect(refreshesAfterExpiry).toBe(1);
  await page.waitForTimeout(500);
  expect(checks).toBe(2);
});

test("a returning artist's session is verified while the app's scripts are still on their way, once", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.artist);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Hold the entry script back: the page's head script alone can have sent the verification.
  const releaseEntry = await holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
  const verifications: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/verify')) verifications.push(request.method());
  });
  const reload = page.reload();
  await expect.poll(() => verifications).toEqual(['POST']);
  releaseEntry();
  await reload;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(verifications).toEqual(['POST']);
});

test("an admin opening the artist list: its first page is asked for while the app's scripts are still on their way, once", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // Hold the entry script back: the page's head script alone can have sent the request.
  const releaseEntry = await holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
  const artistLists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/artists') artistLists.push(`${request.method()} ${url.search}`);
  });
  const opening = page.goto('/admin/artists');
  await expect.poll(() => artistLists).toEqual(['GET ?page=1&limit=25&sortBy=createdAt&sortDirection=desc']);
  releaseEntry();
  await opening;
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  await expect(page.getByTestId('artist-row').first()).toBeVisible();
  expect(artistLists).toHaveLength(1);

  // Another view of the list is the app's own request.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => artistLists.length).toBe(2);
  expect(artistLists[1]).toContain('page=2');
});
