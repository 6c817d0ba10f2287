import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { createSingleDraft, savedWith } from './support/release-drafts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #36, items 6 and 10: readiness means the stores' rules (a track without a songwriter is
// not ready: the checklist names the rule and links to the field, and submitting is refused), and
// the moderator's review shows the metadata and the writers the stores receive.

const WRITER_RULE = 'Add a songwriter (a composer or a lyricist): the stores need one for every track.';

test('a single without a songwriter is not ready: the checklist links to the writers, submitting is refused until one is added', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const title = `No Writer ${Date.now().toString(36)}`;
  const { id } = await createSingleDraft(request, files, { title, writers: [] });

  await openSignedIn(page, DEMO.artist, `/dashboard/releases/${id}/edit/review`);
  const review = page.getByRole('region', { name: 'Review and submit' });
  await expect(review.getByText('Track 1: Writers')).toBeVisible();
  await expect(review).toContainText(WRITER_RULE);
  await expect(review.getByText(/Everything the stores need is there/)).toHaveCount(0);

  // The server refuses it with the same rule.
  await review.getByRole('button', { name: 'Submit for review' }).click();
  const refusal = review.getByRole('alert');
  await expect(refusal).toContainText('Release draft is invalid, please fix the errors and try again');
  await expect(refusal).toContainText(WRITER_RULE);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);

  // The rule's link goes to the field that fixes it.
  await review.getByRole('link', { name: 'Fix in Track 1 › Writers' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/releases/${id}/edit/credits/track/0/writers#writers$`));
  const addWriter = page.getByRole('button', { name: 'Add writer' });
  await expect(addWriter).toBeFocused();

  await addWriter.click();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('COMPOSER');
  const saved = savedWith(page, id, 'Ada Lindqvist');
  await page.getByLabel('Writer 1 name').fill('Ada Lindqvist');
  await saved;

  await page.goto(`/dashboard/releases/${id}/edit/review`);
  await expect(review.getByText(/Everything the stores need is there/)).toBeVisible();
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});

test('the moderator reviews the metadata the stores receive and every track’s writers, with the store rules', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const title = `Reviewed ${Date.now().toString(36)}`;
  const { id, headers } = await createSingleDraft(request, files, {
    title,
    label: 'Harbor Test Records',
    writers: [
      { name: 'Ada Lindqvist', role: 'COMPOSER' },
      { name: 'Joe Marin', role: 'LYRICIST' },
    ],
  });
  const submitted = await request.post(`/api/releases/${id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await openSignedIn(page, DEMO.admin, `/admin/distribution/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const metadata = page.getByRole('region', { name: 'Release metadata' });
  for (const fact of ['Harbor Test Records', '℗ 2027 Harbor Test Records', 'Pop', 'English', 'No (None)', 'Worldwide', 'Primary artist']) {
    await expect(metadata).toContainText(fact);
  }
  await expect(metadata.getByRole('definition').filter({ hasText: /Spotify/ })).toBeVisible();

  const credits = page.getByRole('region', { name: 'Credits and writers' });
  await expect(credits).toContainText('Ada Lindqvist (Composer)');
  await expect(credits).toContainText('Joe Marin (Lyricist)');

  // The store rules: the artist's part is met; the UPC and ISRC are the team's to assign.
  const rules = page.getByRole('region', { name: 'Store rules' });
  await expect(rules.getByRole('list', { name: 'What stops delivery' })).toContainText('The release has no UPC.');
  await expect(rules.getByRole('list', { name: 'What stops delivery' })).not.toContainText('songwriter');
});
