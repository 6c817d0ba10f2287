import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, expect, test } from './support/test';
import { DEMO, leavePresence, openSignedIn, spendPresenceAllowance } from './support/accounts';
import { focusIsInside, openMenu } from './support/keyboard';

// Demo accounts (server/demo/accounts.ts).
const ADMIN_NAME = 'Alex Morgan';
const ARTIST_NAME = 'Jordan Reyes';
const ARTIST_FIRST_ROSTER_ARTIST = 'Luna Vale';

/** Opens the header's online-users popover; returns it. */
async function openOnlineUsers(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Online users' }).click();
  const popover = page.getByRole('dialog', { name: 'Online users' });
  await expect(popover).toBeVisible();
  return popover;
}

// Journeys that ran before these may still be listed (until their 90 s expiry), so counts are
// checked by shape here and exactly in the widget's component tests.
const rowOf = (popover: Locator, name: string) => popover.getByRole('listitem').filter({ hasText: name });

/**
 * The admin signed in on /admin, and a browser of its own for the artist (first marked gone, as an
 * earlier journey may have left them online); both closed after `journey`.
 */
async function adminWatchingArtist(
  browser: Browser,
  request: APIRequestContext,
  journey: (admin: Page, artistContext: BrowserContext) => Promise<void>,
) {
  await leavePresence(request, DEMO.artist);
  const adminContext = await browser.newContext();
  const artistContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openSignedIn(admin, DEMO.admin, '/admin');
    await journey(admin, artistContext);
  } finally {
    await artistContext.close();
    await adminContext.close();
  }
}

test('an admin watches an artist sign in, move between pages, go away, come back and close the tab', async ({
  browser,
  request,
}) => {
  await adminWatchingArtist(browser, request, async (admin, artistContext) => {
    const popover = await openOnlineUsers(admin);

    // The admin is in the list, first, marked as the current user.
    const own = rowOf(popover, ADMIN_NAME);
    await expect(own).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByText('Admin', { exact: true })).toBeVisible();
    const artistRow = rowOf(popover, ARTIST_NAME);
    await expect(artistRow).toHaveCount(0);

    // The artist's clock is controllable (for the 5-minute away timer) but runs normally until told.
    const artist = await artistContext.newPage();
    await artist.clock.install();
    await openSignedIn(artist, DEMO.artist, '/dashboard');
    await expect(artist.getByRole('button', { name: 'Online users' })).toHaveCount(0);

    // The admin sees the artist appear, on the dashboard.
    await expect(artistRow).toBeVisible();
    await expect(artistRow.getByText('User', { exact: true })).toBeVisible();
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Dashboard');
    await expect(popover.getByRole('heading', { name: /^\d+ users online$/ })).toBeVisible();
    await expect(admin.getByTestId('online-users-badge')).toHaveText(/^\d+$/);

    // The artist moves to another page inside the app: the label changes live.
    await (await openMenu(artist, 'Account menu')).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(artist).toHaveURL(/\/dashboard\/account$/);
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Account');

    // Details: email, path and the current artist (the first of the roster).
    await artistRow.getByRole('button').click();
    await expect(artistRow.getByText('artist@demo.test')).toBeVisible();
    await expect(artistRow.getByText('/dashboard/account', { exact: true })).toBeVisible();
    await expect(artistRow.getByRole('link', { name: ARTIST_FIRST_ROSTER_ARTIST })).toHaveAttribute(
      'href',
      /^\/dashboard\/artists\/[0-9a-f]{24}$/,
    );
    await expect(artistRow.getByText('2025.08.8')).toBeVisible();

    // Five minutes without activity: away. The next activity: online again.
    await artist.clock.fastForward('05:01');
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Account • Away');
    await artist.keyboard.press('Shift');
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Account');

    // Closing the tab posts a leave: the artist is gone at once.
    await artist.close({ runBeforeUnload: true });
    await expect(artistRow).toHaveCount(0);
    await expect(popover.getByRole('heading', { name: /^\d+ users? online$/ })).toBeVisible();
  });
});

// A page's leave goes out as it unloads, so it may reach the server after the join of the page
// that follows it, or come from the other of two tabs: it names its page load and is then ignored.
test('an artist with two tabs stays online when the first one leaves, and goes when the last one closes', async ({ browser, request }) => {
  await adminWatchingArtist(browser, request, async (admin, artistContext) => {
    const popover = await openOnlineUsers(admin);
    const artistRow = rowOf(popover, ARTIST_NAME);
    const first = await artistContext.newPage();
    await openSignedIn(first, DEMO.artist, '/dashboard');
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Dashboard');
    const second = await artistContext.newPage();
    await second.goto('/dashboard/account');
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Account');

    // The first tab's leave is held back as it closes, then delivered once the second tab has
    // joined: as late as a leave can arrive. The artist stays known, and the second tab moves on.
    const heldLeave = new Promise<{ pageId?: string }>((resolve) => {
      void artistContext.route('**/api/presence/leave', async (route) => {
        resolve(route.request().postDataJSON() as { pageId?: string });
        await route.abort();
      });
    });
    // (The page hides as it does when left; a page being closed sends its leave out of reach of routes.)
    await first.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    const { pageId } = await heldLeave;
    await first.close();
    expect(pageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await artistContext.unroute('**/api/presence/leave');
    await leavePresence(request, DEMO.artist, { pageId });
    await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Dashboard');

    await second.close({ runBeforeUnload: true });
    await expect(artistRow).toHaveCount(0);
  });
});

// Moving through pages fast spends the presence allowance (30 posts, one more a second): the
// refused join goes again after the server's Retry-After, not with the heartbeat 30 s later.
test('an artist who posted presence too fast is shown online as soon as the allowance refills', async ({ browser, request }) => {
  await adminWatchingArtist(browser, request, async (admin, artistContext) => {
    const popover = await openOnlineUsers(admin);
    const artistRow = rowOf(popover, ARTIST_NAME);
    // Spent just before the page's first join reaches the server.
    await artistContext.route(
      '**/api/presence/join',
      async (route) => {
        await spendPresenceAllowance(request, DEMO.artist);
        await route.continue();
      },
      { times: 1 },
    );
    const artist = await artistContext.newPage();
    const refused = artist.waitForResponse((answer) => answer.url().endsWith('/api/presence/join') && answer.status() === 429);
    await openSignedIn(artist, DEMO.artist, '/dashboard');
    await refused;
    await expect(artistRow.getByTestId('presence-page')).toHaveText('Dashboard');
  });
});

// A keyboard user reading the list keeps their place when the row they are on goes: the other
// rows of a live list come and go (and this suite's earlier journeys expire from it at any time).
test('the focus stays in the online-users popover when the user whose row has it leaves', async ({ browser, request }) => {
  await adminWatchingArtist(browser, request, async (admin, artistContext) => {
    const artist = await artistContext.newPage();
    await openSignedIn(artist, DEMO.artist, '/dashboard');

    const popover = await openOnlineUsers(admin);
    const artistRow = rowOf(popover, ARTIST_NAME);
    await artistRow.getByRole('button').focus();
    await expect(artistRow.getByRole('button')).toBeFocused();

    await artist.close({ runBeforeUnload: true });
    await expect(artistRow).toHaveCount(0);
    await expect.poll(() => focusIsInside(popover.getByRole('list')), { message: 'the focus moves to a row of the list' }).toBe(true);
    await admin.keyboard.press('Shift+Tab');
    expect(await focusIsInside(popover), 'Shift+Tab stays in the popover').toBe(true);
  });
});

test('the admin presence page lists, counts and filters the users online', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const artistContext = await browser.newContext();
  try {
    const artist = await artistContext.newPage();
    const joined = artist.waitForResponse((response) => response.url().endsWith('/api/presence/join'));
    await openSignedIn(artist, DEMO.artist, '/dashboard');
    await joined;

    const admin = await adminContext.newPage();
    await openSignedIn(admin, DEMO.admin, '/admin/presence');
    await expect(admin.getByRole('heading', { name: 'Online users', level: 1 })).toBeVisible();

    const table = admin.getByRole('table', { name: 'Online users' });
    const artistRow = table.getByRole('row').filter({ hasText: ARTIST_NAME });
    await expect(artistRow).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: ADMIN_NAME })).toBeVisible();
    // Other journeys of the suite may still be listed until their expiry: at least these two.
    expect(Number(await admin.getByTestId('count-total').textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await admin.getByTestId('count-online').textContent())).toBeGreaterThanOrEqual(2);

    await admin.getByRole('combobox', { name: 'Role' }).selectOption('Admin');
    await expect(artistRow).toHaveCount(0);
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.getByRole('searchbox', { name: 'Search' }).fill('artist@demo');
    await expect(artistRow).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: ADMIN_NAME })).toHaveCount(0);

    // Signing out leaves the list.
    await (await openMenu(artist, 'Account menu')).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(artist).toHaveURL(/\/login$/);
    await expect(admin.getByText('No users match the filters')).toBeVisible();
  } finally {
    await artistContext.close();
    await adminContext.close();
  }
});
