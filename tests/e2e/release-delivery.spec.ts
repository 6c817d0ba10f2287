import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { apiToken } from './support/demo-samples';
import { writeCoverJpeg, writeToneWav } from './support/release-files';
import { adminPost, deliveredByAdmin, demoSingle, releaseDay } from './support/releases';

// Issue #36 items 5, 7 and 11: the stores shown are the stores delivered, a release dated ahead
// waits for its day before going Online, and an Online release offers only what still makes sense.

type Source = { key: string; name: string; notice: string | null };

test.describe.configure({ timeout: 120_000 });

test('the edit page lists exactly the stores a delivery goes to, and says which are not delivered to yet', async ({ page, request }, testInfo) => {
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const stamp = Date.now().toString(36);
  const delivered = await demoSingle(request, files, { title: `Store Test ${stamp}` });
  await deliveredByAdmin(request, delivered);
  const draft = await demoSingle(request, files, { title: `Store Draft ${stamp}`, submit: false });

  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO.admin)}` };
  const release = (await (await request.get(`/api/releases/${delivered}`, { headers })).json()) as { delivery: { stores: string[] } };
  const sources = (await (await request.get('/api/dsp-sources/distribution', { headers })).json()) as Source[];
  const nameOf = (key: string) => sources.find((source) => source.key === key)!.name;
  const deliveredNames = release.delivery.stores.map(nameOf);
  const comingSoon = sources.filter((source) => !release.delivery.stores.includes(source.key)).map((source) => source.name);
  expect(comingSoon).toContain('SoundCloud');

  await openSignedIn(page, DEMO.artist, `/dashboard/releases/${draft}/edit/dates`);
  const panel = page.getByRole('region', { name: 'Stores and dates' });
  await expect(panel.getByText(`These are the stores our delivery partner delivers to; once approved, the release goes to each of them: ${deliveredNames.join(', ')}.`)).toBeVisible();
  await expect(panel.getByText(`Coming soon, not delivered to yet: ${comingSoon.join(', ')}.`)).toBeVisible();
});

test('a release dated a month ahead stays Delivered while one dated today goes Online, and the artist never reads the partner’s reference', async ({ page, request }, testInfo) => {
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const stamp = Date.now().toString(36);
  const ahead = `Dated Ahead ${stamp}`;
  const today = `Dated Today ${stamp}`;
  const aheadId = await demoSingle(request, files, { title: ahead, releaseDate: releaseDay(30) });
  const todayId = await demoSingle(request, files, { title: today, releaseDate: releaseDay(0) });

  await openSignedIn(page, DEMO.artist, `/dashboard/releases/management?search=${encodeURIComponent(stamp)}`);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(today).getByText('Pending', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The one dated ahead is sent first: on the old schedule it would go Online first.
  await deliveredByAdmin(request, aheadId);
  await deliveredByAdmin(request, todayId);
  await expect(page.getByText(`“${ahead}” is now Delivered`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`“${today}” is now Online`)).toBeVisible({ timeout: 30_000 });
  await expect(row(today).getByText('Online', { exact: true })).toBeVisible();
  await expect(row(ahead).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByText(/SANDBOX-/)).toHaveCount(0);
});

test('an Online release offers an update or a takedown, and its delivered ISRC and the artist’s issued ones stay', async ({ browser, request }, testInfo) => {
  const files = { cover: await writeCoverJpeg(testInfo.outputPath('cover.jpg')), audio: await writeToneWav(testInfo.outputPath('master.wav'), 4) };
  const stamp = Date.now().toString(36);
  const title = `Online Actions ${stamp}`;
  const id = await demoSingle(request, files, { title });
  await deliveredByAdmin(request, id);
  const adminHeaders = { Authorization: `Bearer ${await apiToken(request, DEMO.admin)}` };
  const readRelease = async () => (await (await request.get(`/api/releases/${id}`, { headers: adminHeaders })).json()) as { status: string; tracks: { isrc: string }[] };
  await expect.poll(async () => (await readRelease()).status, { timeout: 30_000 }).toBe('ONLINE');

  const admin = await (await browser.newContext()).newPage();
  await openSignedIn(admin, DEMO.admin, `/admin/distribution/${id}`);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const actions = admin.getByRole('group', { name: 'Delivery actions' });
  await expect(actions.getByRole('button')).toHaveText(['Send an update', 'Take down']);
  await expect(admin.getByRole('button', { name: 'Send to delivery' })).toHaveCount(0);
  const isrc = (await readRelease()).tracks[0]!.isrc;
  await expect(admin.getByRole('region', { name: 'Track' }).getByText(isrc)).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Remove ISRC/ })).toHaveCount(0);
  const refused = await request.post(`/api/releases/${id}/remove-isrc`, { headers: adminHeaders, data: { isrc } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain('was delivered to the stores: it stays with the recording.');

  // The takedown goes through the partner: Taken Down on its receipt.
  await actions.getByRole('button', { name: 'Take down' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Take down from the stores' });
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(admin.getByText('Taken Down', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The artist's EP draft: the track holding an issued ISRC has no Remove, the other has.
  const draft = await demoSingle(request, files, { title: `Issued Codes ${stamp}`, submit: false });
  const artistHeaders = { Authorization: `Bearer ${await apiToken(request, DEMO.artist)}` };
  const asEp = await request.patch(`/api/releases/drafts/${draft}`, { headers: artistHeaders, data: { format: 'EP', tracks: [{ title: 'Kept Song' }, { title: 'Loose Song' }] } });
  expect(asEp.status(), await asEp.text()).toBe(200);
  await adminPost(request, draft, 'isrc', { tracks: [0] });
  const artist = await (await browser.newContext()).newPage();
  await openSignedIn(artist, DEMO.artist, `/dashboard/releases/${draft}/edit/tracks`);
  await expect(artist.getByRole('button', { name: 'Remove Loose Song' })).toBeVisible();
  await expect(artist.getByText(/issued for this recording: the track stays on the release/)).toBeVisible();
  await expect(artist.getByRole('button', { name: 'Remove Kept Song' })).toHaveCount(0);
  const removed = await request.patch(`/api/releases/${draft}`, { headers: artistHeaders, data: { tracks: [{ title: 'Loose Song' }] } });
  expect(removed.status()).toBe(422);
  expect(JSON.stringify(await removed.json())).toContain('Track 1 “Kept Song” keeps ISRC');
});
