import { readFile, stat } from 'node:fs/promises';
import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { savedWith } from './support/release-drafts';
import { apiToken } from './support/demo-samples';
import { writeCoverJpeg, writeTaggedFlac, writeToneWav } from './support/release-files';

// Issue #12: the demo artist takes a Single from nothing to Pending with real files, and nothing
// typed is lost on reload.

// Issue #37: a mastered FLAC is read in the browser before the upload: its format at once, and
// the ISRC its tags carry fills the empty field, with a hint whose undo empties it again.
test('a tagged FLAC shows its format and fills in the empty ISRC from the file, which undo takes back', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const cover = await writeCoverJpeg(testInfo.outputPath('cover.jpg'));
  const audio = await writeTaggedFlac(testInfo.outputPath('glacier-run.flac'), { TITLE: 'Glacier Run', ARTIST: 'Nova Reyes', ISRC: 'US-RC1-76-07839', DATE: '2026' });

  await openSignedIn(page, DEMO.artist, '/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Create release' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Release' });
  await wizard.getByLabel('Cover art').setInputFiles(cover);
  await expect(page.getByText('Upload Success')).toBeVisible({ timeout: 20_000 });
  await wizard.getByLabel('Title').fill(`Glacier Run ${Date.now().toString(36)}`);
  await wizard.getByLabel('Release Format').selectOption('SINGLE');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Please confirm your artwork meets these requirements' }).getByRole('button', { name: 'looks good' }).click();

  const audioStep = page.getByRole('dialog', { name: 'Upload Audio Files' });
  await audioStep.getByLabel('Audio file').setInputFiles(audio);
  const facts = audioStep.getByLabel('Audio format');
  await expect(facts).toContainText('FLAC');
  await expect(facts).toContainText('24-bit');
  await expect(facts).toContainText('96 kHz');
  await expect(facts).toContainText('HD');
  // The title was given on the first step: only the empty ISRC is the file's, as the app stores it.
  const hint = audioStep.getByRole('status').filter({ hasText: 'From the file' });
  await expect(hint).toHaveText('From the file: ISRC USRC17607839');
  await expect(audioStep.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 30_000 });
  await audioStep.getByRole('button', { name: 'Next' }).click();
  const details = page.getByRole('dialog', { name: 'Add Release Details' });
  await expect(details.getByRole('textbox', { name: /^ISRC/ })).toHaveValue('USRC17607839');

  await details.getByRole('button', { name: 'Back' }).click();
  await audioStep.getByRole('button', { name: 'Undo ISRC from the file' }).click();
  await expect(hint).toBeHidden();
  await audioStep.getByRole('button', { name: 'Next' }).click();
  await expect(details.getByRole('textbox', { name: /^ISRC/ })).toHaveValue('');
});

test('a track of an EP takes its title and ISRC from a tagged FLAC while they are unset, and undo puts them back', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const cover = await writeCoverJpeg(testInfo.outputPath('cover.jpg'));
  const audio = await writeTaggedFlac(testInfo.outputPath('glacier-run.flac'), { TITLE: 'Glacier Run', ARTIST: 'Nova Reyes', ISRC: 'USRC17607839' });
  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO.artist)}` };
  const roster = (await (await request.get('/api/artists/roster', { headers })).json()) as { _artist: { _id: string } }[];
  const created = await request.post('/api/releases/drafts', {
    headers,
    multipart: {
      artistId: roster[0]!._artist._id,
      title: `Thaw ${Date.now().toString(36)}`,
      format: 'EP',
      label: 'Moonlit Records',
      primaryGenre: 'Pop',
      audioLanguage: 'English',
      releaseDate: '2027-03-01T00:00:00.000Z',
      originalReleaseDate: '2027-03-01T00:00:00.000Z',
      tracks: JSON.stringify([{ title: 'Track 1', writers: [] }]),
      coverArt: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await readFile(cover) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };

  await openSignedIn(page, DEMO.artist, `/dashboard/releases/${_id}/edit/tracks/track/0/details`);
  const track = page.getByRole('form', { name: 'Track details' });
  await expect(track.getByRole('textbox', { name: /^Title\W*$/ })).toHaveValue('Track 1');
  const chooser = page.waitForEvent('filechooser');
  await track.getByRole('button', { name: 'Upload audio' }).click();
  await (await chooser).setFiles(audio);
  // The app's "Track 1" counts as no title yet.
  await expect(track.getByRole('status').filter({ hasText: 'From the file' })).toHaveText('From the file: Title Glacier Run · ISRC USRC17607839');
  await expect(track.getByRole('textbox', { name: /^Title\W*$/ })).toHaveValue('Glacier Run');
  await expect(track.getByRole('textbox', { name: /^ISRC/ })).toHaveValue('USRC17607839');
  await expect(track.getByText(/FLAC · 24-bit · 96 kHz · HD/)).toBeVisible();
  await expect(track.getByRole('button', { name: 'Change audio' })).toBeVisible({ timeout: 30_000 });

  const undoSaved = savedWith(page, _id, '"title":"Track 1"');
  await track.getByRole('button', { name: 'Undo Title and ISRC from the file' }).click();
  await expect(track.getByRole('textbox', { name: /^Title\W*$/ })).toHaveValue('Track 1');
  await expect(track.getByRole('textbox', { name: /^ISRC/ })).toHaveValue('');
  await expect(track.getByText('From the file')).toBeHidden();
  await undoSaved;
  await page.reload();
  await expect(page.getByRole('form', { name: 'Track details' }).getByRole('textbox', { name: /^Title\W*$/ })).toHaveValue('Track 1');
  await expect(page.getByRole('form', { name: 'Track details' }).getByText(/FLAC audio/)).toBeVisible();
});

test('the demo artist creates a Single from real files, edits it through a reload and sends it for review', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const cover = await writeCoverJpeg(testInfo.outputPath('cover.jpg'));
  const audio = await writeToneWav(testInfo.outputPath('first-light.wav'));
  const title = `First Light ${Date.now().toString(36)}`;

  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Step 0: the cover is uploaded resumably (tus) and checked by the server, title and format given.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Create release' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Release' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const coverChecked = page.waitForResponse((response) => /\/api\/uploads\/[0-9a-f]{24}\/complete$/.test(response.url()));
  await wizard.getByLabel('Cover art').setInputFiles(cover);
  expect(await (await coverChecked).json()).toMatchObject({ isValid: true, uploadId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  await expect(page.getByText('Upload Success')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByText('JPEG · 3000×3000 px · 1:1')).toBeVisible();
  await wizard.getByLabel('Title').fill(title);
  await wizard.getByLabel('Release Format').selectOption('SINGLE');
  await next.click();

  // Step 1: the artwork confirmation.
  const confirm = page.getByRole('dialog', { name: 'Please confirm your artwork meets these requirements' });
  await confirm.getByRole('button', { name: 'looks good' }).click();

  // Step 2: the audio, its facts, waveform and playback.
  const audioStep = page.getByRole('dialog', { name: 'Upload Audio Files' });
  await audioStep.getByLabel('Audio file').setInputFiles(audio);
  const facts = audioStep.getByLabel('Audio format');
  await expect(facts).toContainText('24-bit', { timeout: 20_000 });
  await expect(facts).toContainText('48 kHz');
  await expect(facts).toContainText('HD');
  await expect(audioStep.getByRole('img', { name: /Waveform/ })).toHaveAttribute('aria-busy', 'false');
  // The playhead: a slider over the waveform, moved by keyboard and by a click (issue #36).
  const position = audioStep.getByRole('slider', { name: /^Position in/ });
  await expect(position).toHaveAttribute('aria-valuetext', '0:00 of 0:08');
  await position.focus();
  await page.keyboard.press('End');
  await expect(position).toHaveAttribute('aria-valuetext', '0:08 of 0:08');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('aria-valuetext', '0:05 of 0:08');
  const box = (await position.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(position).toHaveAttribute('aria-valuetext', '0:02 of 0:08');
  await audioStep.getByRole('button', { name: 'Play' }).click();
  await expect(audioStep.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await audioStep.getByRole('button', { name: 'Pause' }).click();
  await expect(audioStep.getByRole('button', { name: 'Play' })).toBeVisible();
  await audioStep.getByRole('button', { name: 'Next' }).click();

  // Step 3: the details, with a clip chosen by keyboard.
  const details = page.getByRole('dialog', { name: 'Add Release Details' });
  const form = details.getByRole('form', { name: 'Release details' });
  await form.getByLabel('Primary Genre').selectOption('Pop');
  await form.getByLabel('Audio Language').selectOption('English');
  await form.getByLabel(/^Release Date/).fill('03/01/2027');
  await form.getByLabel(/^Original Release Date/).fill('03/01/2027');
  await form.getByLabel('Let me specify').check();
  const clipStart = form.getByRole('slider', { name: 'Clip start' });
  await clipStart.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(clipStart).toHaveAttribute('aria-valuenow', /^[1-9]/);
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/releases/drafts'));
  await details.getByRole('button', { name: 'submit' }).click();
  // The draft names the checked upload: the cover is not sent twice (the form is smaller than it).
  const { requestBodySize } = await (await created).sizes();
  expect(requestBodySize).toBeLessThan((await stat(cover)).size);

  // The edit page of the new release.
  await expect(page).toHaveURL(/\/dashboard\/releases\/[0-9a-f]{24}\/edit/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const releasePath = new URL(page.url()).pathname.replace(/\/edit.*$/, '');

  // Typed, then reloaded before the autosave could run: nothing is lost.
  await page.goto(`${releasePath}/edit/details`);
  await page.getByLabel('Title Version').fill('Radio Edit');
  await page.reload();
  await expect(page.getByLabel('Title Version')).toHaveValue('Radio Edit');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('Title Version')).toHaveValue('Radio Edit');

  // A track edit.
  await page.getByRole('navigation', { name: /tabs|sections/i }).getByRole('link', { name: 'Tracks' }).click();
  await page.getByRole('link', { name: 'Edit track' }).click();
  const track = page.getByRole('form', { name: 'Track details' });
  await track.getByLabel('Price (USD)').fill('1.29');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Track details' }).getByLabel('Price (USD)')).toHaveValue('1.29');

  // Found in release management as Incomplete: its track has no songwriter yet.
  await page.goto(`/dashboard/releases/management?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Incomplete', { exact: true })).toBeVisible();
  await expect(row).toContainText('Track 1: Writers');
  await row.getByRole('link', { name: new RegExp(title) }).click();

  // Not ready without a songwriter: the checklist's link goes to the track's writers.
  await page.goto(`${releasePath}/edit/review`);
  await page.getByRole('link', { name: 'Fix in Track 1 › Writers' }).click();
  await page.getByRole('button', { name: 'Add writer' }).click();
  const saved = savedWith(page, releasePath.split('/').at(-1)!, 'Mara Holt');
  await page.getByLabel('Writer 1 name').fill('Mara Holt');
  await saved;

  // Sent for review: Pending.
  await page.goto(`${releasePath}/edit/review`);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`/dashboard/releases/management?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Pending', { exact: true })).toBeVisible();
});
