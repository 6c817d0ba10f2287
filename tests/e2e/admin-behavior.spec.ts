import { type APIRequestContext, expect, test } from './support/test';
import { acceptedUserAgreement, DEMO, latestEmail, openSignedIn, signIn, uniqueEmail } from './support/accounts';
import { closeWithEscape, openMenu } from './support/keyboard';

// Issue #15: an artist's visit is recorded (page views, a search, the sign-in) and sent in batches,
// the last ones by beacon when the page goes away; the admin then sees behavioural figures and
// that artist's journey, the newest session holding the pages just visited.

const PASSWORD = 'a-long-password';

/** A fresh artist account with a confirmed email (made through the API, as the sign-up page does); answers its id. */
async function newArtistAccount(request: APIRequestContext, email: string, lastName: string): Promise<string> {
  const signUp = await request.post('/api/auth/artist-sign-up', {
    data: { firstName: 'Juno', lastName, email, artistName: `Juno ${lastName}`, password: PASSWORD, phoneNumber: '+1 415 555 0103', ...(await acceptedUserAgreement(request)) },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await latestEmail(request, email, 'verification-code')).text)?.[1];
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { user: { _id: string } }).user._id;
}

test('the admin sees behavioural figures and the journey an artist has just made', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const lastName = `Trail${Date.now().toString(36)}`;
  const email = uniqueEmail('journey');
  const userId = await newArtistAccount(request, email, lastName);

  // The artist signs in, moves between pages inside the app (one tab load: one session) and runs a
  // search.
  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  // Through the form: the journey read below starts with the sign-in.
  await artist.goto('/login');
  await signIn(artist, email, PASSWORD);
  await expect(artist).toHaveURL(/\/dashboard$/);
  // A newcomer is offered the verification at once: not now.
  const verification = artist.getByRole('dialog', { name: 'Find your artist' });
  await closeWithEscape(artist, verification);

  await artist.getByRole('navigation').getByRole('link', { name: 'Release management' }).first().click();
  await expect(artist).toHaveURL(/\/dashboard\/releases\/management$/);
  await (await openMenu(artist, 'Account menu')).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(artist).toHaveURL(/\/dashboard\/account$/);

  await artist.keyboard.press(process.platform === 'darwin' ? 'Meta+K' : 'Control+K');
  const search = artist.getByRole('dialog', { name: 'Search' });
  await expect(search).toBeVisible();
  const searched = artist.waitForResponse((response) => response.url().includes('/api/search/artists'));
  await search.getByRole('combobox', { name: 'Search artists' }).pressSequentially('paper');
  await searched;
  await artist.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // The tab is hidden: what is queued goes at once, by beacon (with the token in its body). (A batch
  // sent on the 10-second interval just before leaves nothing for it: the wait is not a check.)
  const beacon = artist.waitForRequest(
    (request) => request.url().includes('/api/analytics/events') && request.method() === 'POST',
    { timeout: 5_000 },
  );
  await artist.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon.catch(() => undefined);
  await artistContext.close();

  // The admin opens behavioural analytics: figures for the last 30 days.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.admin, '/admin/behavioral-analytics');
  const main = admin.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Behavioral analytics' })).toBeVisible();
  const figure = (name: string) => main.locator('section').filter({ has: admin.getByRole('heading', { name, exact: true }) }).first();
  await expect(figure('Active people')).toContainText(/Active people\s*[1-9]/);
  await expect(figure('Sessions')).toContainText(/Sessions\s*[1-9]/);
  await expect(main.getByRole('heading', { name: 'Top pages' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Funnels' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Retention by sign-up week' })).toBeVisible();
  await expect(main).not.toContainText('page_view');

  // The artist's journey (from the most active people when listed there, else by its address).
  const listed = main.getByRole('link', { name: `Juno ${lastName}` });
  if ((await listed.count()) > 0) await listed.first().click();
  else await admin.goto(`/admin/behavioral-analytics/user/${userId}/journey`);
  await expect(admin).toHaveURL(new RegExp(`/admin/behavioral-analytics/user/${userId}/journey`));
  await expect(main.getByRole('heading', { level: 1, name: `Journey of Juno ${lastName}` })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open account' })).toHaveAttribute('href', `/admin/users/${userId}`);

  // The newest session is open, with the sign-in, the pages just visited and the search in words.
  const sessions = main.getByRole('list', { name: 'Sessions, newest first' });
  const newest = sessions.getByRole('group').first();
  const timeline = newest.getByRole('list');
  // The last batch may still be on its way: the page is read again until it holds the search.
  await expect(async () => {
    await admin.reload();
    await expect(timeline).toContainText('Searched', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(newest).toHaveAttribute('open', '');
  await expect(timeline).toContainText('Signed in');
  await expect(timeline).toContainText('Viewed a page');
  await expect(timeline).toContainText('Login');
  await expect(timeline).toContainText('Dashboard');
  await expect(timeline).toContainText('Release Management');
  await expect(timeline).toContainText('Account');
  await expect(timeline).toContainText('Searched');
  await expect(timeline).not.toContainText('paper');

  await main.getByRole('link', { name: 'Behavioral analytics', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/behavioral-analytics$/);
  await adminContext.close();
});
