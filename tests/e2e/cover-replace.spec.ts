import { writeDemoCover } from '../../server/demo/release-media';
import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { createSingleDraft } from './support/release-drafts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #40, part 2: the edit page's "Change cover art" uploads resumably (tus, kind cover), the
// server checks the image when the upload completes, and the draft takes it by the upload's id.

const KIND_COVER = `kind ${Buffer.from('cover').toString('base64')}`;

test("the artist changes a draft's cover art on its edit page: uploaded with tus, checked, and shown", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const title = `Cover Swap ${Date.now().toString(36)}`;
  const { id, headers } = await createSingleDraft(request, files, { title, writers: [{ name: 'Ines Vale', role: 'COMPOSER' }] });
  const coverOf = async () => ((await (await request.get(`/api/releases/${id}`, { headers })).json()) as { coverArt: { url: string } }).coverArt.url;
  const before = await coverOf();
  const replacement = testInfo.outputPath('new-cover.jpg');
  await writeDemoCover({ from: [10, 120, 90], to: [240, 200, 40], disc: [20, 20, 60] }, replacement);

  const created: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/uploads') created.push(sent.headers()['upload-metadata'] ?? '');
  });
  await openSignedIn(page, DEMO.artist, `/dashboard/releases/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shown = page.getByRole('img', { name: 'Cover art' });
  const shownBefore = await shown.getAttribute('src');

  const replaced = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/releases/drafts/${id}/cover`));
  await page.getByLabel('Cover art file').setInputFiles(replacement);
  expect((await replaced).status()).toBe(200);
  await expect(page.getByText('Upload Success')).toBeVisible();
  await expect(shown).not.toHaveAttribute('src', shownBefore ?? '');

  expect(created, 'one tus upload, of kind cover').toHaveLength(1);
  expect(created[0]).toContain(KIND_COVER);
  expect(await coverOf()).not.toBe(before);
});
