import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { expectStatedRule } from './contract.js';
import { callApi, type TestUser } from './helpers.js';
import { describeOnBothAdapters } from './object-storage.js';
import { coverJpeg, createSingle, releaseForm, singleFields, userWithArtist } from './release-fixtures.js';
import { completeTusUpload, createTusUpload, tus, uploadWhole } from './tus-requests.js';

type Owner = TestUser & { artistId: string };
type Release = { _id: string; coverArt: { location: string; url: string; thumbnailUrl: string } };
type Refusal = { message: string; fields: { field: string; code: string; message: string }[] };

const NOT_FOUND = [{ field: 'coverArt', code: 'UPLOAD_NOT_FOUND', message: 'The cover upload was not found: upload the cover again.' }];

/** Covers through tus, then by id in the release forms: the same journeys on both adapters. */
describeOnBothAdapters('cover uploads', (testApp) => {
  let app: FastifyInstance;
  let owner: Owner;
  let stranger: Owner;
  beforeAll(async () => {
    app = testApp();
    owner = await userWithArtist(app);
    stranger = await userWithArtist(app, 'Stranger Artist');
  });

  const uploadCover = async (user: TestUser, bytes: Buffer) => {
    const path = await uploadWhole(app, user, bytes, 'cover', 'cover.jpg');
    return { path, completed: await completeTusUpload(app, user, path) };
  };
  const withCoverUpload = (user: Owner, uploadId: string, extra: Record<string, string> = {}) => {
    const form = releaseForm({ ...singleFields(user.artistId), coverUpload: uploadId, ...extra });
    return callApi<Release & Refusal>(app, 'POST', '/releases/drafts', { token: user.token, ...form });
  };
  const stored = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of app.storage.openRead(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('checks a cover on completion as validateCoverImage does, keeps it, and a draft created with its id stores it with a thumbnail', async () => {
    const bytes = await coverJpeg();
    const { path, completed } = await uploadCover(owner, bytes);
    const uploadId = path.split('/').pop()!;
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ isValid: true, width: 3000, height: 3000, format: 'jpeg', reasons: [], uploadId });
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(200);

    const created = await withCoverUpload(owner, uploadId);
    expect(created.status).toBe(201);
    expect(created.body.coverArt).toMatchObject({ location: expect.stringMatching(/^covers\/.+\.jpg$/), thumbnailUrl: expect.stringContaining('signature=') });
    expect((await stored(created.body.coverArt.location)).equals(bytes)).toBe(true);
    // Taken: the upload is gone, and its id cannot make a second release.
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(404);
    const again = await withCoverUpload(owner, uploadId);
    expect([again.status, again.body.fields]).toEqual([422, NOT_FOUND]);
  }, 60_000);

  it('refuses a bad cover in the form with the 422 the multipart file gets, and keeps the upload to send again', async () => {
    const small = await coverJpeg(2999);
    const { path, completed } = await uploadCover(owner, small);
    expect(completed.body).toMatchObject({ isValid: false, reasons: [{ code: 'TOO_SMALL', field: 'coverArt' }] });
    const viaUpload = await withCoverUpload(owner, completed.body.uploadId!);
    const viaFile = await createSingle(app, owner, { coverArt: { bytes: small, fileName: 'c.jpg', type: 'image/jpeg' } });
    expect(viaUpload.status).toBe(422);
    expect(viaUpload.body.fields).toEqual((viaFile.body as Refusal).fields.filter((field) => field.field === 'coverArt'));
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(200);
  }, 60_000);

  it('answers 400 on completion for a file that is no image and removes it; 413 past 60 MB before anything is created', async () => {
    const { path, completed } = await uploadCover(owner, Buffer.from('not an image at all'));
    expectStatedRule({ status: completed.status, body: completed.body }, { method: 'POST', path: '/uploads/{uploadId}/complete', status: 400 });
    expect(completed.body.message).toBe('Cover art must be a JPEG, PNG or TIFF image.');
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(404);
    const tooLarge = await createTusUpload(app, owner, 60 * 1024 * 1024 + 1, 'cover', 'huge.tif');
    expect([tooLarge.status, tooLarge.body?.message]).toEqual([413, 'Cover art must be at most 60 MB.']);
  });

  it("refuses another account's upload, an audio upload and an unknown id alike (422 on coverArt), leaving the upload to its owner", async () => {
    const { path, completed } = await uploadCover(owner, await coverJpeg());
    const theirs = await withCoverUpload(stranger, completed.body.uploadId!);
    expect([theirs.status, theirs.body.fields]).toEqual([422, NOT_FOUND]);
    // The same while the owner's own form holds the upload: a 409 would tell it exists.
    await app.db.query('insert into upload_claims (upload_id) values ($1)', [completed.body.uploadId]);
    const whileHeld = await withCoverUpload(stranger, completed.body.uploadId!);
    expect([whileHeld.status, whileHeld.body.fields]).toEqual([422, NOT_FOUND]);
    await app.db.query('delete from upload_claims');
    const unknown = await withCoverUpload(owner, 'a'.repeat(24));
    expect([unknown.status, unknown.body.fields]).toEqual([422, NOT_FOUND]);
    const audio = await createTusUpload(app, owner, 10, 'audio', 'master.wav');
    const notCover = await withCoverUpload(owner, audio.path.split('/').pop()!);
    expect([notCover.status, notCover.body.fields]).toEqual([422, NOT_FOUND]);
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(200);
  }, 60_000);

  it('refuses a form with both the file and the upload (400)', async () => {
    const { completed } = await uploadCover(owner, await coverJpeg());
    const form = releaseForm({ ...singleFields(owner.artistId), coverUpload: completed.body.uploadId!, coverArt: { bytes: await coverJpeg(), fileName: 'c.jpg', type: 'image/jpeg' } });
    const both = await callApi(app, 'POST', '/releases/drafts', { token: owner.token, ...form });
    expect([both.status, (both.body as { message: string }).message]).toEqual([400, 'Send the cover as a file or as an upload, not both.']);
  }, 60_000);

  it("replaces a draft's cover and a whole draft by an upload's id; the old cover leaves storage", async () => {
    const release = (await createSingle(app, owner)).body as Release;
    const red = await coverJpeg(3000, { r: 200, g: 10, b: 10 });
    const { completed } = await uploadCover(owner, red);
    const coverForm = releaseForm({ coverUpload: completed.body.uploadId! });
    const replaced = await callApi<Release>(app, 'PUT', `/releases/drafts/${release._id}/cover`, { token: owner.token, ...coverForm });
    expect(replaced.status).toBe(200);
    expect(replaced.body.coverArt.location).not.toBe(release.coverArt.location);
    expect((await stored(replaced.body.coverArt.location)).equals(red)).toBe(true);
    expect(await app.storage.stat(release.coverArt.location)).toBeNull();

    const green = await coverJpeg(3000, { r: 10, g: 200, b: 10 });
    const next = await uploadCover(owner, green);
    const draftForm = releaseForm({ ...singleFields(owner.artistId), coverUpload: next.completed.body.uploadId! });
    const put = await callApi<Release>(app, 'PUT', `/releases/drafts/${release._id}`, { token: owner.token, ...draftForm });
    expect(put.status).toBe(200);
    expect((await stored(put.body.coverArt.location)).equals(green)).toBe(true);

    const theirs = await uploadCover(stranger, green);
    const refused = await callApi<Refusal>(app, 'PUT', `/releases/drafts/${release._id}/cover`, { token: owner.token, ...releaseForm({ coverUpload: theirs.completed.body.uploadId! }) });
    expect([refused.status, refused.body.fields]).toEqual([422, NOT_FOUND]);
  }, 120_000);
});
