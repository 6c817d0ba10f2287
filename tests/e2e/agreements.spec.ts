import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { apiToken } from './support/demo-samples';
import { signUpNewArtist } from './support/new-account';
import { createSingleDraft } from './support/release-drafts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #37 (spec 2 §9): the user agreement is accepted at sign-up, the distribution agreement at
// the first submission for review; the admin's user page shows each acceptance with its address.

test('a first submission for review asks for the distribution agreement, then sends the release; the admin sees both acceptances', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = await signUpNewArtist(page, 'Ines Vale');
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const title = `First Light ${Date.now().toString(36)}`;
  const { id } = await createSingleDraft(request, files, { title, writers: [{ name: 'Ines Vale', role: 'COMPOSER' }], account: { email, password: 'a-long-password' } });

  await page.goto(`/dashboard/releases/${id}/edit/review`);
  const review = page.getByRole('region', { name: 'Review and submit' });
  await review.getByRole('button', { name: 'Submit for review' }).click();
  const agreement = page.getByRole('dialog', { name: 'Distribution agreement' });
  await expect(agreement).toContainText('Before your first release goes to review, read the distribution agreement and accept it.');
  await expect(agreement.getByRole('heading', { name: 'What you promise' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0); // not sent before the acceptance
  await agreement.getByRole('button', { name: 'Accept and submit' }).click();
  await expect(agreement).toBeHidden();
  await expect(review.getByText(/Sent for review: the release is Pending/)).toBeVisible();

  // The admin's user page lists both acceptances with version, time and address.
  const users = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${await apiToken(request, DEMO.admin)}` } });
  expect(users.ok()).toBe(true);
  const userId = ((await users.json()) as { items: { _id: string }[] }).items[0]!._id;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.admin, `/admin/users/${userId}`);
  const section = admin.getByRole('region', { name: 'Agreements', exact: true });
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Distribution agreement');
  await expect(rows.nth(2)).toContainText('User agreement');
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText(/^[0-9a-f.:]+$/);
  await adminContext.close();
});

