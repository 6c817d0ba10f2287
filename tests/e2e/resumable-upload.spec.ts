import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #40: audio uploads are resumable (tus). A paused upload keeps what the server has and
// Resume continues from there: one upload created, its offset asked again, never started over.
test('the artist pauses an audio upload in the wizard and resumes it where it stopped', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const cover = await writeCoverJpeg(testInfo.outputPath('cover.jpg'));
  // About 35 MB: five chunks of 8 MB.
  const audio = await writeToneWav(testInfo.outputPath('long-take.wav'), 120);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) requests.push(`${request.method()} ${new URL(request.url()).pathname.replace(/[a-f0-9]{24}/, ':id')}`);
  });
  // A slow home connection: each chunk takes a while, so there is time to pause.
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue().catch(() => undefined); // a chunk aborted by Pause
  });

  await openSignedIn(page, DEMO.artist, '/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Create release' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Release' });
  await wizard.getByLabel('Cover art').setInputFiles(cover);
  await expect(page.getByText('Upload Success')).toBeVisible({ timeout: 20_000 });
  await wizard.getByLabel('Title').fill(`Long Take ${Date.now().toString(36)}`);
  await wizard.getByLabel('Release Format').selectOption('SINGLE');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Please confirm your artwork meets these requirements' }).getByRole('button', { name: 'looks good' }).click();

  const audioStep = page.getByRole('dialog', { name: 'Upload Audio Files' });
  requests.length = 0; // the cover's own upload (tus too) is done
  await audioStep.getByLabel('Audio file').setInputFiles(audio);
  const progress = audioStep.getByRole('progressbar', { name: 'Audio upload' });
  await expect(progress).toBeVisible();
  // Paused once the server has a chunk or more.
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0', { timeout: 30_000 });
  await audioStep.getByRole('button', { name: 'Pause upload' }).click();
  await expect(audioStep.getByText(/^Paused · /)).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /^Paused at \d+%$/);
  const paused = Number(await progress.getAttribute('aria-valuenow'));
  expect(paused).toBeLessThan(100);

  await audioStep.getByRole('button', { name: 'Resume upload' }).click();
  await expect(audioStep.getByRole('button', { name: 'Pause upload' })).toBeVisible();
  await expect(audioStep.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 60_000 });
  await expect(audioStep.getByLabel('Audio format')).toContainText('48 kHz');
  // One upload, resumed by asking its offset (HEAD), then completed once.
  expect(requests.filter((request) => request === 'POST /api/uploads')).toHaveLength(1);
  expect(requests).toContain('HEAD /api/uploads/:id');
  expect(requests.filter((request) => request === 'POST /api/uploads/:id/complete')).toHaveLength(1);
});
