import { type APIRequestContext, type Page, expect } from '@playwright/test';

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

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
