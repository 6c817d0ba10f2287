import { type APIRequestContext, expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { createSingleDraft } from './support/release-drafts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #13: the artist submits a release; an admin finds it in the moderation queue, gives it a
// UPC and ISRCs, approves it and sends it to delivery; the artist's open page follows it to
// Approved, Delivered and Online without a reload (the sandbox partner's receipts come 3 s and
// then 6 s after the hand-over).

async function submittedSingle(request: APIRequestContext, files: { cover: string; audio: string }, title: string): Promise<string> {
  const { id, headers } = await createSingleDraft(request, files, { title, writers: [{ name: 'Moonlit Writer', role: 'COMPOSER' }] });
  const submitted = await request.post(`/api/releases/${id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

test('an admin identifies, approves and delivers a submitted release while the artist watches it go Online', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Night Drive ${Date.now().toString(36)}`;
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  await submittedSingle(request, files, title);

  // The artist keeps the management list open on the release.
  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  await openSignedIn(artist, DEMO.artist, `/dashboard/releases/management?search=${encodeURIComponent(title)}`);
  const artistRow = artist.getByRole('row').filter({ hasText: title });
  await expect(artistRow.getByText('Pending', { exact: true })).toBeVisible();

  // The admin finds it waiting for review.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.admin, '/admin/distribution');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.getByRole('searchbox').fill(title);
  const queueRow = admin.getByRole('row').filter({ hasText: title });
  await expect(queueRow.getByText('Pending', { exact: true })).toBeVisible({ timeout: 15_000 });
  await queueRow.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(/\/admin\/distribution\/[0-9a-f]{24}$/);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Identifiers: a UPC of the sandbox prefix, an ISRC of the sandbox registrant.
  await admin.getByRole('button', { name: 'Assign UPC' }).click();
  await expect(admin.getByText(/029999[0-9]{6}/).first()).toBeVisible({ timeout: 15_000 });
  await admin.getByRole('button', { name: 'Assign ISRCs' }).click();
  await expect(admin.getByText(/ZZ-?X99-?[0-9]{2}-?[0-9]{5}/).first()).toBeVisible({ timeout: 15_000 });

  // Approved: the artist's list follows without a reload.
  await admin.getByRole('group', { name: 'Review' }).getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve this release?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(artist.getByText(`“${title}” is now Approved`)).toBeVisible({ timeout: 15_000 });
  await expect(artistRow.getByText('Approved', { exact: true })).toBeVisible();

  // Sent to the partner: Delivered, then Online, on the artist's page as the receipts arrive.
  await admin.getByRole('button', { name: 'Send to delivery' }).click();
  const send = admin.getByRole('dialog', { name: 'Send to delivery' });
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send).toBeHidden({ timeout: 15_000 });
  await expect(artistRow.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(artistRow.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });
  // The admin's review page follows the receipts too (polled while they are awaited).
  await expect(admin.getByText('Online', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  await artistContext.close();
  await adminContext.close();
});
