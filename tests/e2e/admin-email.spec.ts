import { type APIRequestContext, type Page, expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #14: an admin builds a segment and sees its live count, composes a campaign to it with a
// link, sends a test to themself, sends it and watches it go out; the artist's copy in the
// development mailbox is opened (its tracking pixel) and its link clicked (the tracked redirect);
// the campaign's analytics then show the open and the click.

type MailboxMessage = { to: string; subject: string; text: string; html?: string | null; kind: string; headers?: Record<string, string> };

/** The message to `to` whose subject is `subject` (waited for: the queue sends in batches). */
async function mailWithSubject(request: APIRequestContext, to: string, subject: (value: string) => boolean): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    found = messages.find((message) => subject(message.subject));
    expect(found, `a message to ${to}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found!;
}

/**
 * The open-tracking pixel of a message: the `<img>` of its HTML part, or else a tracking URL of
 * its text (the mailbox shows text only, so it never loads the pixel itself).
 */
function pixelUrlOf(message: MailboxMessage): string | undefined {
  const fromHtml = message.html ? /<img[^>]+src="([^"]+)"/i.exec(message.html)?.[1] : undefined;
  if (fromHtml) return fromHtml.replaceAll('&amp;', '&');
  const urls = `${message.text}\n${message.html ?? ''}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  return urls.find((url) => /open|pixel|\.gif(\?|$)/i.test(url));
}

/** The figure of a headline card ("Opened", "Clicked") on an analytics page. */
const figureOf = (page: Page, label: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: label, exact: true }) }).locator(':scope > div');

test('an admin sends a campaign to a segment and sees its open and click in the analytics', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const segmentName = `Demo artist ${tag}`;
  const subject = `Studio news ${tag}`;
  const target = `${baseURL}/admin/email?from=${tag}`;

  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);

  // A segment: accounts with the artist role and the demo artist's address; counted live.
  await page.goto('/admin/email/segments');
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
  await page.getByRole('button', { name: 'New segment' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New segment' });
  await editor.getByRole('textbox', { name: /^Name/ }).fill(segmentName);
  const role = editor.getByRole('group', { name: 'Rule 1' });
  await expect(role.getByLabel('Field')).toHaveValue('userRole');
  await expect(role.getByLabel('Role')).toHaveValue('ARTIST');
  await expect(editor.getByText(/^[\d,]+ subscribers? match$/)).toBeVisible({ timeout: 15_000 });
  await editor.getByRole('button', { name: 'Add a rule' }).click();
  const address = editor.getByRole('group', { name: 'Rule 2' });
  await address.getByLabel('Field').selectOption('email');
  await address.getByLabel('Condition').selectOption('equals');
  await address.getByLabel('Value').fill(DEMO.artist);
  await expect(editor.getByText('1 subscriber match')).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByRole('list', { name: 'Some of them' })).toContainText(DEMO.artist);
  await editor.getByRole('button', { name: 'Create segment' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('segment-row').filter({ hasText: segmentName })).toBeVisible();

  // A campaign to it, with a link.
  await page.goto('/admin/email/campaigns');
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  await expect(page).toHaveURL(/compose=new/);
  const composer = page.getByRole('dialog', { name: 'New campaign' });
  await composer.getByRole('textbox', { name: /^Campaign name/ }).fill(`Campaign ${tag}`);
  await composer.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await composer.getByRole('textbox', { name: /^Content/ }).fill(`Hello!\n\nWe have news: [read it here](${target}).`);
  await expect(composer.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'read it here' })).toBeVisible();
  const segmentSelect = composer.getByLabel(/^Segment/);
  const segmentValue = await segmentSelect.locator('option', { hasText: segmentName }).getAttribute('value');
  await segmentSelect.selectOption(segmentValue!);
  await expect(composer.getByText(/1 recipient/)).toBeVisible();

  // A test to the admin: saved first (the address follows), then mailed with [Test].
  await expect(composer.getByRole('textbox', { name: 'Test address' })).toHaveValue(DEMO.admin);
  await composer.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page).toHaveURL(/campaign=[0-9a-f]{24}/);
  const campaignId = new URL(page.url()).searchParams.get('campaign')!;
  const testMail = await mailWithSubject(page.request, DEMO.admin, (value) => value.startsWith('[Test] ') && value.includes(subject));
  expect(testMail.text).toContain('We have news');

  // Sent now, after the confirmation with the recipient count; followed until sent.
  const dialog = page.getByRole('dialog', { name: `Campaign ${tag}` });
  await dialog.getByRole('button', { name: 'Send now…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this campaign now?' });
  await expect(confirm.getByText('It goes out to 1 recipient at once. This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Sending progress' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuetext', '1 of 1 sent');

  // The artist's copy in the development mailbox: opened (the pixel), then its link followed.
  const mail = await mailWithSubject(page.request, DEMO.artist, (value) => value === subject);
  expect(mail.headers?.['List-Unsubscribe'] ?? mail.headers?.['list-unsubscribe'], 'the List-Unsubscribe header').toBeTruthy();
  const pixel = pixelUrlOf(mail);
  expect(pixel, 'the open-tracking pixel of the message').toBeDefined();
  const opened = await page.request.get(pixel!);
  expect(opened.ok()).toBe(true);

  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
  await expect(message).toContainText(DEMO.artist);
  const links = message.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  // The tracked link: not the unsubscribe or preferences link, not the pixel, not the raw target.
  const tracked = hrefs.find((href) => !/unsubscribe|preferences/i.test(href) && href !== pixel && href !== target);
  expect(tracked, `a tracked link among ${hrefs.join(', ')}`).toBeDefined();
  await page.goto(tracked!);
  await expect(page).toHaveURL(new RegExp(`/admin/email\\?from=${tag}$`));

  // The campaign's analytics: one open, one click, and the link among the top links.
  await page.goto(`/admin/email/analytics/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Campaign ${tag}` })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(figureOf(page, 'Opened')).toHaveText('1');
    await expect(figureOf(page, 'Clicked')).toHaveText('1');
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Most clicked links' })).toContainText(target);
});
