import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { apiToken } from './support/demo-samples';

// Issue #15: the admin asks the assistant how many releases are pending review, gets the number
// the release list holds, and has the answer read aloud. A non-admin never sees the chat button.

test('an admin asks the assistant and has the answer read aloud', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, DEMO.admin);
  const pending = await request.get('/api/admin/releases?status=PENDING&limit=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(pending.ok()).toBe(true);
  const { total } = (await pending.json()) as { total: number };
  const expected = total === 0 ? 'No releases are pending review.' : `${total.toLocaleString('en-US')} release${total === 1 ? ' is' : 's are'} pending review.`;

  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant' });
  const question = panel.getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeFocused();
  await question.fill('How many releases are pending review?');
  await question.press('Enter');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText(expected, { timeout: 15_000 });

  const audio = page.waitForResponse((response) => response.url().endsWith('/api/admin/chatwidget/audio'));
  await conversation.getByRole('button', { name: 'Read this answer aloud' }).click();
  const answer = await audio;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^audio\/(wav|mpeg)/);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();
});

test('an artist never sees the chat button', async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Long enough for the idle-time load an admin would get.
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toHaveCount(0);
});
