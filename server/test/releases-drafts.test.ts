import type { FastifyInstance } from 'fastify';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flacFile, quantize, seededMusic } from './audio-samples.js';
import { RULE_MESSAGES } from '../releases/release-rules.js';
import { RULE_MESSAGES as SHARED_RULE_MESSAGES } from '../../src/shared/api/release-rules/index.js';
import { newStorageKey } from '../storage/storage.js';
import { callApi, createTestApp, createUser, randomObjectId, type TestUser } from './helpers.js';
import { coverJpeg, createSingle, releaseForm, singleFields, toneWav, userWithArtist } from './release-fixtures.js';

/** The refusal and its message (the 4xx responses of these operations are shared ones, described once). */
function expectRefusal(answer: { status: number; body: { message: string } }, status: number, message?: string | RegExp) {
  expect(answer.status).toBe(status);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof userWithArtist>>;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  owner = await userWithArtist(app);
  stranger = await createUser(app);
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

const CREATE = '/releases/drafts';
const storedFiles = async () => (await readdir(join(app.uploadsDir, 'files'), { recursive: true }).catch(() => [])).filter((name) => name.includes('.'));

describe('POST /releases/drafts', () => {
  it('creates a draft from the multipart form: blank parts left out, the audio file read, dates at noon UTC, N/A as null', async () => {
    const answer = await createSingle(app, owner, { titleVersion: '', recordingLocation: '  ' });
    expect(answer.status).toBe(201);
    const release = answer.body;
    expect(release).toMatchObject({
      status: 'DRAFT',
      displayStatus: 'DRAFT',
      owner: owner.user._id,
      artistId: owner.artistId,
      title: 'Test Single',
      titleVersion: null,
      recordingLocation: null,
      secondaryGenre: null,
      albumPrice: null,
      releaseDate: '2026-03-01T12:00:00.000Z',
      originalReleaseDate: '2026-03-01T12:00:00.000Z',
      duration: 0.5,
      missingFields: [],
    });
    expect(release._id).toMatch(/^[0-9a-f]{24}$/);
    expect(release.coverArt).toMatchObject({ bucket: 'local', location: expect.stringMatching(/^covers\//), url: expect.stringContaining('signature='), thumbnailUrl: expect.stringContaining('signature=') });
    expect(release.tracks).toHaveLength(1);
    expect(release.tracks[0]).toMatchObject({ title: 'Test Single', audio: { location: release.audio.location }, duration: 0.5 });
    expect(release.history).toEqual([expect.objectContaining({ from: null, to: 'DRAFT', by: owner.user._id, byName: expect.any(String), reason: null })]);
  });

  it('credits the roster artist as the primary artist when the form leaves the artists out', async () => {
    const { status, body } = await createSingle(app, owner, { artists: undefined });
    expect(status).toBe(201);
    expect(body.artists).toEqual([expect.objectContaining({ role: 'PRIMARY_ARTIST', artist: expect.objectContaining({ id: owner.artistId }) })]);
    expect(body.displayStatus).toBe('DRAFT');
  });

  it('takes the stored-audio object as a JSON part: the caller’s own upload, nobody else’s', async () => {
    const uploaded = await callApi(app, 'POST', '/releases/drafts/upload-audio', {
      token: owner.token,
      ...(() => {
        const form = releaseForm({ audio: { bytes: toneWav(), fileName: 'a.wav', type: 'audio/wav' } });
        return { payload: form.payload, headers: form.headers };
      })(),
    });
    expect(uploaded.status).toBe(200);
    const mine = await createSingle(app, owner, { audio: { json: { bucket: 'local', location: uploaded.body.audio.location } } });
    expect(mine.status).toBe(201);
    expect(mine.body.audio.location).toBe(uploaded.body.audio.location);

    const other = await userWithArtist(app);
    const theirs = await createSingle(app, other, { audio: { json: { bucket: 'local', location: uploaded.body.audio.location } } });
    expect(theirs.status).toBe(422);
    expect(theirs.body.fields).toEqual([{ field: 'audio', message: RULE_MESSAGES.notYourAudio }]);
  });

  it('refuses an invalid draft with 422, the spec’s message and every failing field', async () => {
    const form = releaseForm({ artistId: owner.artistId, title: ' ', primaryGenre: 'Polka Fusion', secondaryGenre: 'Nope' });
    const answer = await callApi(app, 'POST', CREATE, { token: owner.token, payload: form.payload, headers: form.headers });
    expectRefusal(answer, 422, 'Release draft is invalid, please fix the errors and try again');
    expect(answer.body.fields).toEqual([
      { code: 'TITLE_REQUIRED', field: 'title', message: 'Title is required.' },
      { code: 'COVER_REQUIRED', field: 'coverArt', message: 'Cover art is required.' },
      { code: 'AUDIO_LANGUAGE_REQUIRED', field: 'audioLanguage', message: 'Audio language is required.' },
      { code: 'FORMAT_REQUIRED', field: 'format', message: 'Release format is required.' },
      { code: 'LABEL_REQUIRED', field: 'label', message: 'Label is required.' },
      { code: 'RELEASE_DATE_REQUIRED', field: 'releaseDate', message: 'Release date is required.' },
      { code: 'ORIGINAL_RELEASE_DATE_REQUIRED', field: 'originalReleaseDate', message: 'Original release date is required.' },
      { code: 'PRIMARY_GENRE_LISTED', field: 'primaryGenre', message: 'Primary genre must be one of the listed genres.' },
      { code: 'SECONDARY_GENRE_LISTED', field: 'secondaryGenre', message: 'Secondary genre must be one of the listed genres.' },
    ]);
    expect(await readdir(join(app.uploadsDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('checks the cover with the cover rules: 2999 px refused (coverArt, TOO_SMALL), 3000 px taken', async () => {
    const before = await storedFiles();
    const small = await createSingle(app, owner, { coverArt: { bytes: await coverJpeg(2999), fileName: 'c.jpg', type: 'image/jpeg' } });
    expect(small.status).toBe(422);
    expect(small.body.fields).toEqual([{ field: 'coverArt', code: 'TOO_SMALL', message: 'Cover art must be at least 3000x3000 pixels.' }]);
    expect(await storedFiles()).toEqual(before);
    const html = await createSingle(app, owner, { audio: { bytes: Buffer.from('<!doctype html>'), fileName: 'a.wav', type: 'audio/wav' } });
    expect(html.body.fields).toEqual([{ field: 'audio', code: 'NOT_AUDIO', message: 'The file is not a WAV or FLAC audio file.' }]);
    expect((await createSingle(app, owner)).status).toBe(201);
  });

  it('answers 403 for an artist not on the caller’s roster, 400 for a malformed JSON part', async () => {
    const other = await userWithArtist(app);
    const answer = await createSingle(app, { token: owner.token, artistId: other.artistId });
    expectRefusal(answer, 403, 'This artist is not on your roster.');
    const broken = await createSingle(app, owner, { tracks: '[{' });
    expect(broken.status).toBe(400);
  });
});

describe('reading and changing a release', () => {
  it('is for its owner and admins: another user 403, an unknown id 404', async () => {
    const { body: release } = await createSingle(app, owner);
    const path = `/releases/${release._id}`;
    expect((await callApi(app, 'GET', path, { token: owner.token })).status).toBe(200);
    expect((await callApi(app, 'GET', path, { token: admin.token })).status).toBe(200);
    expectRefusal(await callApi(app, 'GET', path, { token: stranger.token }), 403, 'This release belongs to another account.');
    expect((await callApi(app, 'GET', `/releases/${randomObjectId()}`, { token: owner.token })).status).toBe(404);
    expect((await callApi(app, 'PATCH', `/releases/drafts/${release._id}`, { token: stranger.token, payload: { title: 'Mine' } })).status).toBe(403);
    expect((await callApi(app, 'DELETE', `/releases/drafts/${release._id}`, { token: stranger.token })).status).toBe(403);
  });

  it('PATCH changes only what is sent: N/A to null, a format change to EP drops the audio and duration, StreamingServices clears the clip', async () => {
    const { body: release } = await createSingle(app, owner);
    const path = `/releases/drafts/${release._id}`;
    const clip = await callApi(app, 'PATCH', path, { token: owner.token, payload: { specifyClipStartTime: 'UserDefined', clipStartTime: 0.1, clipEndTime: 0.4, secondaryGenre: 'Synth-Pop' } });
    expect(clip.body).toMatchObject({ clipStartTime: 0.1, clipEndTime: 0.4, secondaryGenre: 'Synth-Pop', title: 'Test Single' });
    const cleared = await callApi(app, 'PATCH', path, { token: owner.token, payload: { specifyClipStartTime: 'StreamingServices', secondaryGenre: 'N/A' } });
    expect(cleared.body).toMatchObject({ clipStartTime: null, clipEndTime: null, secondaryGenre: null });
    const ep = await callApi(app, 'PATCH', path, { token: owner.token, payload: { format: 'EP' } });
    expect(ep.body).toMatchObject({ format: 'EP', audio: null, duration: null });
    expect(ep.body.tracks[0].audio).not.toBeNull();
    const invalid = await callApi(app, 'PATCH', path, { token: owner.token, payload: { primaryGenre: 'Nope' } });
    expect(invalid.body.fields).toEqual([{ code: 'PRIMARY_GENRE_LISTED', field: 'primaryGenre', message: 'Primary genre must be one of the listed genres.' }]);
  });

  it('keeps a single’s track and the release equal whichever side changes', async () => {
    const { body: release } = await createSingle(app, owner);
    const path = `/releases/${release._id}`;
    const fromRelease = await callApi(app, 'PATCH', path, { token: owner.token, payload: { isrc: 'USRC17607839' } });
    expect([fromRelease.body.isrc, fromRelease.body.tracks[0].isrc]).toEqual(['USRC17607839', 'USRC17607839']);
    const track = { ...fromRelease.body.tracks[0], isrc: 'GBAYE0601498', duration: 0.25 };
    delete track.audio.url;
    const fromTrack = await callApi(app, 'PATCH', path, { token: owner.token, payload: { tracks: [{ ...track, audio: { bucket: track.audio.bucket, location: track.audio.location } }] } });
    expect(fromTrack.status).toBe(200);
    expect([fromTrack.body.isrc, fromTrack.body.duration]).toEqual(['GBAYE0601498', 0.25]);
  });

  it('PUT replaces the metadata and keeps a file left out; a new cover replaces the stored one', async () => {
    const { body: release } = await createSingle(app, owner);
    const path = `/releases/drafts/${release._id}`;
    const kept = releaseForm({ ...singleFields(owner.artistId), title: 'Renamed' });
    const answer = await callApi(app, 'PUT', path, { token: owner.token, payload: kept.payload, headers: kept.headers });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Renamed', coverArt: { location: release.coverArt.location }, audio: { location: release.audio.location } });
    const newCover = releaseForm({ ...singleFields(owner.artistId), coverArt: { bytes: await coverJpeg(3000, { r: 200, g: 10, b: 10 }), fileName: 'c.png', type: 'image/png' } });
    const replaced = await callApi(app, 'PUT', path, { token: owner.token, payload: newCover.payload, headers: newCover.headers });
    expect(replaced.body.coverArt.location).not.toBe(release.coverArt.location);
    expect((await storedFiles()).some((name) => name.endsWith(release.coverArt.location.split('/')[1]))).toBe(false);
  });

  it('refuses a cover cut short on coverArt (CORRUPT, 422, nothing stored) when creating, replacing and replacing the cover', async () => {
    const { body: release } = await createSingle(app, owner);
    const before = await storedFiles();
    const whole = await coverJpeg();
    const coverArt = { bytes: whole.subarray(0, whole.length >> 1), fileName: 'c.jpg', type: 'image/jpeg' };
    const corrupt = [{ field: 'coverArt', code: 'CORRUPT', message: 'Cover art is damaged or cut short: export it again and upload the whole file.' }];

    const created = await createSingle(app, owner, { coverArt });
    const replacedDraft = releaseForm({ ...singleFields(owner.artistId), coverArt });
    const replaced = await callApi(app, 'PUT', `/releases/drafts/${release._id}`, { token: owner.token, payload: replacedDraft.payload, headers: replacedDraft.headers });
    const coverForm = releaseForm({ coverArt });
    const cover = await callApi(app, 'PUT', `/releases/drafts/${release._id}/cover`, { token: owner.token, payload: coverForm.payload, headers: coverForm.headers });
    for (const answer of [created, replaced, cover]) {
      expectRefusal(answer, 422, RULE_MESSAGES.invalidDraft);
      expect(answer.body.fields).toEqual(corrupt);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('replaces only the cover: a valid image swaps the stored file and thumbnail, a small one is refused on coverArt', async () => {
    const { body: release } = await createSingle(app, owner);
    const path = `/releases/drafts/${release._id}/cover`;
    const small = releaseForm({ coverArt: { bytes: await coverJpeg(2999), fileName: 'c.jpg', type: 'image/jpeg' } });
    const refused = await callApi(app, 'PUT', path, { token: owner.token, payload: small.payload, headers: small.headers });
    expectRefusal(refused, 422, RULE_MESSAGES.invalidDraft);
    expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'coverArt', code: 'TOO_SMALL' })]);

    const fresh = releaseForm({ coverArt: { bytes: await coverJpeg(3000, { r: 10, g: 200, b: 10 }), fileName: 'c.jpg', type: 'image/jpeg' } });
    const replaced = await callApi(app, 'PUT', path, { token: owner.token, payload: fresh.payload, headers: fresh.headers });
    expect(replaced.status).toBe(200);
    expect(replaced.body.coverArt.location).not.toBe(release.coverArt.location);
    expect(replaced.body).toMatchObject({ title: release.title, audio: { location: release.audio.location }, artists: release.artists });
    expect((await storedFiles()).some((name) => name.endsWith(release.coverArt.location.split('/')[1]))).toBe(false);

    const empty = releaseForm({ title: 'no file' });
    expectRefusal(await callApi(app, 'PUT', path, { token: owner.token, payload: empty.payload, headers: empty.headers }), 400, 'Choose a cover image to upload.');
    const byStranger = await callApi(app, 'PUT', path, { token: stranger.token, payload: fresh.payload, headers: fresh.headers });
    expect(byStranger.status).toBe(403);
  });

  it('sets the copyright label', async () => {
    const { body: release } = await createSingle(app, owner);
    const answer = await callApi(app, 'PATCH', `/releases/drafts/${release._id}/copyright`, { token: owner.token, payload: { label: 'New Label Ltd' } });
    expect([answer.status, answer.body.label]).toEqual([200, 'New Label Ltd']);
  });
});

describe('submitting, status rules and deleting', () => {
  it('submit refuses an incomplete release with every field, then moves a complete one to PENDING with its history', async () => {
    const { body: release } = await createSingle(app, owner, { artists: { json: [] } });
    const path = `/releases/${release._id}/submit`;
    expect(release.displayStatus).toBe('INCOMPLETE');
    const refused = await callApi(app, 'POST', path, { token: owner.token });
    expectRefusal(refused, 422, RULE_MESSAGES.invalidDraft);
    expect(refused.body.fields).toEqual([{ code: 'PRIMARY_ARTIST_REQUIRED', field: 'artists', message: RULE_MESSAGES.primaryArtist }]);
    await callApi(app, 'PATCH', `/releases/${release._id}`, { token: owner.token, payload: { artists: [{ name: 'Roster Artist', role: 'PRIMARY_ARTIST' }] } });
    const submitted = await callApi(app, 'POST', path, { token: owner.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'PENDING', displayStatus: 'PENDING' });
    expect(submitted.body.history.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([[null, 'DRAFT'], ['DRAFT', 'PENDING']]);

    const again = await callApi(app, 'POST', path, { token: owner.token });
    expectRefusal(again, 409, 'A PENDING release cannot become PENDING; from PENDING it can become nothing.');
    const edit = await callApi(app, 'PATCH', `/releases/${release._id}`, { token: owner.token, payload: { title: 'Late change' } });
    expectRefusal(edit, 409, 'Only DRAFT or REJECTED releases can be changed; this release is PENDING.');
    const byAdmin = await callApi(app, 'PATCH', `/releases/${release._id}`, { token: admin.token, payload: { title: 'Fixed by the team' } });
    expect([byAdmin.status, byAdmin.body.status, byAdmin.body.title]).toEqual([200, 'PENDING', 'Fixed by the team']);
    const remove = await callApi(app, 'DELETE', `/releases/drafts/${release._id}`, { token: owner.token });
    expectRefusal(remove, 409, 'Only a DRAFT release can be deleted; this release is PENDING.');
  });

  it('submit refuses a release whose track has no songwriter, naming the rule, until a composer or lyricist is added', async () => {
    const { body: release } = await createSingle(app, owner, { tracks: { json: [{ title: 'Test Single', writers: [{ name: 'Only Publisher', role: 'PUBLISHER' }] }] } });
    expect(release.displayStatus).toBe('INCOMPLETE');
    expect(release.missingFields).toEqual([{ code: 'TRACK_WRITER_REQUIRED', field: 'tracks.0.writers', message: SHARED_RULE_MESSAGES.TRACK_WRITER_REQUIRED }]);
    const path = `/releases/${release._id}/submit`;
    const refused = await callApi(app, 'POST', path, { token: owner.token });
    expectRefusal(refused, 422, RULE_MESSAGES.invalidDraft);
    expect(refused.body.fields).toEqual([{ code: 'TRACK_WRITER_REQUIRED', field: 'tracks.0.writers', message: SHARED_RULE_MESSAGES.TRACK_WRITER_REQUIRED }]);
    expect((await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).body.status).toBe('DRAFT');
    const writers = [{ name: 'Only Publisher', role: 'PUBLISHER' }, { name: 'Ada Composer', role: 'COMPOSER' }];
    const track = release.tracks[0];
    await callApi(app, 'PATCH', `/releases/${release._id}`, { token: owner.token, payload: { tracks: [{ ...track, audio: { bucket: track.audio.bucket, location: track.audio.location }, writers }] } });
    const submitted = await callApi(app, 'POST', path, { token: owner.token });
    expect([submitted.status, submitted.body.status]).toEqual([200, 'PENDING']);
  });

  it('submit refuses audio stored before uploads were checked whole when it fails the check (CORRUPT_AUDIO on the track), and keeps the result', async () => {
    const whole = flacFile(quantize(seededMusic(2, 1, 48_000), 24, 0.5), 48_000, 24);
    const damaged = Buffer.from(whole);
    damaged.fill(0x5a, whole.length >> 1, (whole.length >> 1) + 2000);
    const storedBefore = async (bytes: Buffer) => {
      const key = newStorageKey('audio', owner.user._id, 'flac');
      const path = join(app.uploadsDir, 'tmp', `legacy-${key.split('/')[1]}`);
      await mkdir(join(app.uploadsDir, 'tmp'), { recursive: true });
      await writeFile(path, bytes);
      await app.storage.putFile(key, path);
      return key;
    };
    const submitWith = async (key: string) => {
      const { body: release } = await createSingle(app, owner, { audio: { json: { bucket: 'local', location: key } } });
      return callApi(app, 'POST', `/releases/${release._id}/submit`, { token: owner.token });
    };
    const damagedKey = await storedBefore(damaged);
    const refused = await submitWith(damagedKey);
    expectRefusal(refused, 422, RULE_MESSAGES.invalidDraft);
    expect(refused.body.fields).toEqual([{ field: 'tracks.0.audio', code: 'CORRUPT_AUDIO', message: 'The audio file is damaged: export it again and upload it again.' }]);
    const { rows } = await app.db.query('select refusal_code from audio_checks where storage_key = $1', [damagedKey]);
    expect(rows).toEqual([{ refusal_code: 'CORRUPT_AUDIO' }]);
    expect((await submitWith(await storedBefore(whole))).status).toBe(200);
  });

  it('deletes a draft and its files; an admin may too', async () => {
    const { body: release } = await createSingle(app, owner);
    const names = [release.coverArt.location, release.audio.location].map((key: string) => key.split('/')[1]);
    expect((await storedFiles()).filter((name) => names.some((stored) => name.endsWith(stored!)))).toHaveLength(2);
    const answer = await callApi(app, 'DELETE', `/releases/drafts/${release._id}`, { token: admin.token });
    expect(answer.body).toEqual({ success: true });
    expect((await storedFiles()).filter((name) => names.some((stored) => name.endsWith(stored!)))).toEqual([]);
    expect((await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).status).toBe(404);
  });
});
