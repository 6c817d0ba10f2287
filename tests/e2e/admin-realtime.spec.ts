import { type Page, expect, test } from './support/test';
import { DEMO, leavePresence, openSignedIn } from './support/accounts';

// Issue #15: the realtime figures move without reloading: an admin watches the number of users
// online go up when the demo artist signs in from another browser.

/** Opens `path` signed in as `email` and waits until the tab has joined the users online. */
async function openJoined(page: Page, email: string, path: string) {
  const joined = page.waitForResponse((response) => response.url().endsWith('/api/presence/join'));
  await openSignedIn(page, email, path);
  await joined;
}

/** The "Users online" figure as a number. */
async function usersOnline(page: Page): Promise<number> {
  const card = page.getByRole('heading', { name: 'Users online', exact: true }).locator('..');
  const text = (await card.textContent()) ?? '';
  return Number(/([\d,]+)\s*$/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN);
}

test('an admin sees users online go up when the artist signs in elsewhere, without reloading', async ({ browser, request }) => {
  test.setTimeout(60_000);
  // An earlier journey may have left the artist online: they are offline before the figure is noted.
  await leavePresence(request, DEMO.artist);
  const adminContext = await browser.newContext();
  const artistContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openJoined(admin, DEMO.admin, '/admin/realtime-analytics');
    await expect(admin.getByRole('heading', { level: 1, name: 'Realtime analytics' })).toBeVisible();
    await expect(admin.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => usersOnline(admin)).toBeGreaterThanOrEqual(1);
    const before = await usersOnline(admin);
    const url = admin.url();

    // Another browser signs in as the artist.
    const artist = await artistContext.newPage();
    await openJoined(artist, DEMO.artist, '/dashboard');

    await expect.poll(() => usersOnline(admin), { timeout: 15_000 }).toBeGreaterThan(before);
    expect(admin.url()).toBe(url);
    await expect(admin.getByRole('list', { name: 'Where people are now' })).toContainText('Dashboard');
  } finally {
    await artistContext.close();
    await adminContext.close();
  }
});
