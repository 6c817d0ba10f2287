import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { createSingleDraft, savedWith } from './support/release-drafts';
import { writeCoverJpeg, writeToneWav } from './support/release-files';

// Issue #37, section 3: the stores tab sells a release worldwide or in chosen countries (a
// searchable list, flags drawn from their colours), and a release that was out before names its
// previous distributor; the moderator's review shows both.

test('an artist chooses Norway and Sweden and says the release was out before; the admin sees both in review', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const title = `Nordic ${Date.now().toString(36)}`;
  const { id, headers } = await createSingleDraft(request, files, { title, writers: [{ name: 'Ada Lindqvist', role: 'COMPOSER' }] });

  await openSignedIn(page, DEMO.artist, `/dashboard/releases/${id}/edit/dates`);
  await expect(page.getByRole('radio', { name: 'Worldwide' })).toBeChecked();
  await page.getByRole('radio', { name: 'Chosen countries' }).check();
  const search = page.getByRole('searchbox', { name: 'Search countries' });
  const countries = page.getByRole('list', { name: 'Countries' });

  await search.fill('Nor');
  const norway = savedWith(page, id, '"territories":["NO"]');
  await countries.getByLabel('Norway').check();
  await norway;
  await search.fill('Swe');
  const both = savedWith(page, id, '"territories":["NO","SE"]');
  await countries.getByLabel('Sweden').check();
  await both;
  await expect(page.getByText('2 chosen: Norway, Sweden')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Previously released' }).check();
  await page.getByLabel(/^Original Release Date/).fill('05/01/2019');
  const previous = savedWith(page, id, '"previousDistributor":"cdbaby"');
  await page.getByRole('combobox', { name: /Previous distributor/ }).selectOption({ label: 'CD Baby' });
  await previous;

  const submitted = await request.post(`/api/releases/${id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await openSignedIn(page, DEMO.admin, `/admin/distribution/${id}`);
  const metadata = page.getByRole('region', { name: 'Release metadata' });
  const territories = metadata.getByRole('list', { name: 'Territories' });
  await expect(territories.getByRole('listitem')).toHaveText(['Norway', 'Sweden']);
  await expect(metadata).toContainText('2 countries');
  await expect(metadata).toContainText('Yes, with CD Baby, first out May 1, 2019');
  await expect(metadata).not.toContainText('Worldwide');
});
