import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@/shared/lib/session-token';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  admin: 'admin@demo.test',
  artist: 'artist@demo.test',
  investor: 'investor@demo.test',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Per worker, and so per server (tests/e2e/support/test.ts): one login per account. */
const sessions = new Map<string, Promise<{ origin: string; token: string; userId: string }>>();

function session(request: APIRequestContext, email: string, password: string) {
  const key = `${email}\n${password}`;
  let found = sessions.get(key);
  if (!found) {
    found = request.post('/api/auth/login', { data: { email, password } }).then(async (response) => {
      expect(response.ok(), `login of ${email}`).toBe(true);
      const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
      return { origin: new URL(response.url()).origin, token, userId: user._id };
    });
    found.catch(() => sessions.delete(key));
    sessions.set(key, found);
  }
  return found;
}

/**
 * Signs the context in as a returning visitor is: a token from the API in local storage, for the
 * journeys that sign in only to get somewhere (those about signing in use the form, `signIn`).
 * The token is shared by the worker's journeys: the app refreshes it when a page opens, and
 * signing out revokes only the refreshed one.
 */
export async function storeSession(context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const { origin, token } = await session(context.request, email, password);
  await context.setStorageState({ cookies: [], origins: [{ origin, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }] });
}

/** Opens `path` signed in as `email` (see `storeSession`). */
export async function openSignedIn(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  await storeSession(page.context(), email, password);
  await page.goto(path);
}

/**
 * Announces an account as gone, as closing its last tab does: a journey that ran before on this
 * worker's server may have left it listed among the users online until its 90 s expiry. With
 * `pageId`, as that page load's leave does (ignored once another page load has joined).
 */
export async function leavePresence(request: APIRequestContext, email: string, { pageId }: { pageId?: string } = {}): Promise<void> {
  const { token, userId } = await session(request, email, DEMO_PASSWORD);
  // Again while refused (429): a journey before may have spent the account's presence allowance.
  await expect(async () => {
    const left = await request.post('/api/presence/leave', { data: { userId, pageId }, headers: { authorization: `Bearer ${token}` } });
    expect(left.status(), `presence leave of ${email}`).toBe(200);
  }).toPass({ timeout: 10_000 });
}

/** Posts an account's heartbeats until the server refuses one (429): its presence allowance is spent. */
export async function spendPresenceAllowance(request: APIRequestContext, email: string): Promise<void> {
  const { token, userId } = await session(request, email, DEMO_PASSWORD);
  for (let posts = 0; posts < 100; posts++) {
    const beat = await request.post('/api/presence/heartbeat', {
      data: { userId, timestamp: Date.now() },
      headers: { authorization: `Bearer ${token}` },
    });
    if (beat.status() === 429) return;
  }
  throw new Error(`the presence allowance of ${email} was not spent after 100 posts`);
}

type MailboxMessage = { to: string; subject: string; text: string; kind: string };

/** The newest message of a kind sent to this address, read from the development outbox. */
export async function latestEmail(request: APIRequestContext, to: string, kind: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    found = messages.find((message) => message.kind === kind);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The field a sign-up through the API carries: the current user agreement, accepted (as the form's checkbox does). */
export async function acceptedUserAgreement(request: APIRequestContext): Promise<{ acceptedUserAgreementVersion: string }> {
  const answer = await request.get('/api/agreements');
  expect(answer.ok()).toBe(true);
  const { agreements } = (await answer.json()) as { agreements: { type: string; version: string }[] };
  return { acceptedUserAgreementVersion: agreements.find((agreement) => agreement.type === 'USER_AGREEMENT')!.version };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
