import { expect, test, type Page, type Request } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { expectNoViolations, settled, storeSettings, THEMES } from './support/a11y';

const OFFLINE_BANNER = "You're offline. Some features may be limited.";
const NOT_SENT = "You're offline. Nothing was sent: try again when you're back online.";
const VERSION_FILE = /\/version\.json\?t=\d+$/;

/**
 * Opens a page and waits until the after-first-paint services (banner, version check) run: the
 * version check's first read has been answered (that answer is the build the page remembers).
 */
async function openWithServices(page: Page, path: string) {
  const versionRead = page.waitForResponse(VERSION_FILE);
  await page.goto(path);
  await versionRead;
}

test('offline: the banner shows across the top; back online it goes and "Connection restored!" shows', async ({ page, context }) => {
  await openWithServices(page, '/login');
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(OFFLINE_BANNER);
  // Above the page, not over it: the login form's controls stay clickable below it.
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.y).toBeLessThan(1);
  const heading = page.getByRole('heading', { level: 1 });
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('Connection restored!')).toBeVisible();
});

test('the offline banner fits 360 px, reads well in both themes and leaves the header usable', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const theme of THEMES) {
    await storeSettings(page, { themeMode: theme });
    await openWithServices(page, '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await settled(page);
    // The account menu arrives when the browser is first idle: this checks the banner's layout, not
    // a first load offline.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The header's controls stay visible and take clicks (nothing lies over them).
    for (const name of ['Open navigation', 'Account menu']) {
      const control = page.getByRole('button', { name });
      await expect(control).toBeVisible();
      await control.click({ trial: true });
    }
    await expectNoViolations(page, `the offline banner (${theme})`);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  }
});

test('a change saved while offline says it was not sent, and nothing is sent', async ({ page, context }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openWithServices(page, '/dashboard/account');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('First name')).toBeVisible();

  // An offline browser refuses the request: it never completes, and the server keeps the old name.
  // (Only writes sent once offline count: presence's heartbeat may be under way as the link drops.)
  const displayName = form.getByLabel('Display name');
  const before = await displayName.inputValue();
  await context.setOffline(true);
  const sentOffline = new Set<Request>();
  const completedWrites: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') sentOffline.add(request);
  });
  // (Not `request.response()`: a request still pending when the test ends would reject it.)
  page.on('requestfinished', (request) => {
    if (sentOffline.has(request)) completedWrites.push(`${request.method()} ${request.url()}`);
  });
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await displayName.fill('Offline edit');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(NOT_SENT)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  expect(completedWrites).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Connection restored!')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Display name')).toHaveValue(before);
});

test('a new build: "A new version is available" with "Refresh Now" (reloads) and "Later" (dismisses)', async ({ page }) => {
  let buildId = 'build-1';
  await page.route('**/version.json*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-cache' },
      body: JSON.stringify({ version: '2025.08.8', buildId, builtAt: new Date().toISOString() }),
    }),
  );
  const focusWindow = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const toastTitle = page.getByText('A new version is available');
  /** Focuses the window until the toast shows (a focus while a read is still under way is skipped). */
  const focusUntilToast = () =>
    expect(async () => {
      await focusWindow();
      await expect(toastTitle).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

  await openWithServices(page, '/login');
  // The same build read again on focus: nothing to say.
  await expect(async () => {
    const readAgain = page.waitForResponse(VERSION_FILE, { timeout: 1_000 });
    await focusWindow();
    await readAgain;
  }).toPass({ timeout: 10_000 });
  await page.waitForTimeout(300);
  await expect(toastTitle).toHaveCount(0);

  buildId = 'build-2';
  await focusUntilToast();
  await expect(page.getByText('Refresh to get the latest version.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Now' })).toBeVisible();
  // Persistent: still there after the usual 3 s of a toast.
  await page.waitForTimeout(3500);
  await expect(toastTitle).toBeVisible();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(toastTitle).toHaveCount(0);

  // After a reload the build now served is the one remembered; a newer one is offered again.
  await openWithServices(page, '/login');
  buildId = 'build-3';
  await focusUntilToast();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh Now' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastTitle).toHaveCount(0);
});
