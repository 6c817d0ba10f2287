import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { expectStatedRule } from './contract.js';
import { callApi, createUser, multipartFile, type TestUser } from './helpers.js';
import { completeTusUpload, createTusUpload, patchTusUpload, tus } from './tus-requests.js';
import { describeOnBothAdapters } from './object-storage.js';
import { toneWav } from './release-fixtures.js';

/** The same journey on both adapters: tus keeps its bytes in `uploads/tus` or in the bucket. */
describeOnBothAdapters('resumable uploads', (testApp, onObjectStorage) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    app = testApp();
    owner = await createUser(app);
    stranger = await createUser(app);
  });

  it('takes a file in two parts, tells the offset between them and completes with what uploadAudio answers', async () => {
    // About 17 MB: two PATCHes of several MB each, as the app sends them.
    const bytes = toneWav(60);
    const created = await createTusUpload(app, owner, bytes.length);
    expect([created.status, created.path]).toEqual([201, expect.stringMatching(/^\/uploads\/[a-f0-9]{24}$/)]);
    const half = Math.floor(bytes.length / 2);
    expect((await patchTusUpload(app, owner, created.path, 0, bytes.subarray(0, half))).headers['upload-offset']).toBe(String(half));
    const head = await tus(app, 'HEAD', created.path, owner.token);
    expect([head.status, head.headers['upload-offset'], head.headers['upload-length']]).toEqual([200, String(half), String(bytes.length)]);
    expect((await completeTusUpload(app, owner, created.path)).status).toBe(409);
    expect((await patchTusUpload(app, owner, created.path, half, bytes.subarray(half))).status).toBe(204);

    const done = await completeTusUpload(app, owner, created.path);
    const multipart = await callApi<typeof done.body>(app, 'POST', '/releases/drafts/upload-audio', { token: owner.token, ...multipartFile('audio', bytes, 'master.wav', 'audio/wav') });
    expect(done.status).toBe(200);
    expect(done.body.metadata).toEqual(multipart.body.metadata);
    expect(done.body.audio).toMatchObject({ bucket: multipart.body.audio.bucket, location: expect.stringMatching(/^audio\/[a-f0-9]{24}-[a-f0-9]{24}\.wav$/) });
    const link = new URL(done.body.source);
    const served = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const fetched = served.statusCode === 302 ? Buffer.from(await (await fetch(served.headers.location!)).arrayBuffer()) : served.rawPayload;
    expect(fetched.equals(bytes)).toBe(true);
    // Stored where the multipart path stores it; the upload itself is gone.
    expect(await app.storage.stat(done.body.audio.location)).toMatchObject({ bytes: bytes.length });
    expect((await tus(app, 'HEAD', created.path, owner.token)).status).toBe(404);
  }, 60_000);

  it('stores one file when two completions of one upload race: the other answers 409 or, once done, 404', async () => {
    const bytes = toneWav(1);
    const { path } = await createTusUpload(app, owner, bytes.length);
    await patchTusUpload(app, owner, path, 0, bytes);
    const before = (await app.storage.list('audio', owner.user._id)).length;
    const answers = await Promise.all([completeTusUpload(app, owner, path), completeTusUpload(app, owner, path)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    const other = answers.find((answer) => answer.status !== 200)!;
    expect([409, 404]).toContain(other.status);
    expect((await app.storage.list('audio', owner.user._id)).length).toBe(before + 1);
    // The claim is gone with the request: a later completion finds no upload.
    expect((await completeTusUpload(app, owner, path)).status).toBe(404);
  }, 60_000);

  it('answers 409 while another instance holds the completion, and takes over a claim left 15 minutes ago', async () => {
    const bytes = toneWav(0.5);
    const { path } = await createTusUpload(app, owner, bytes.length);
    await patchTusUpload(app, owner, path, 0, bytes);
    const id = path.split('/').pop()!;
    await app.db.query('insert into upload_claims (upload_id) values ($1)', [id]);
    const held = await completeTusUpload(app, owner, path);
    expect([held.status, held.body.message]).toEqual([409, 'The upload is already being completed.']);
    await app.db.query("update upload_claims set claimed_at = now() - interval '16 minutes' where upload_id = $1", [id]);
    expect((await completeTusUpload(app, owner, path)).status).toBe(200);
    expect((await app.db.query('select 1 from upload_claims where upload_id = $1', [id])).rows).toEqual([]);
  }, 60_000);

  it("answers 404 to anyone but the upload's creator", async () => {
    const bytes = toneWav(0.5);
    const { path } = await createTusUpload(app, owner, bytes.length);
    expect((await tus(app, 'HEAD', path, stranger.token)).status).toBe(404);
    expect((await patchTusUpload(app, stranger, path, 0, bytes)).status).toBe(404);
    expect((await tus(app, 'DELETE', path, stranger.token)).status).toBe(404);
    expect((await completeTusUpload(app, stranger, path)).status).toBe(404);
    // Not even while the owner's completion holds the claim (a 409 would tell the upload exists).
    await app.db.query('insert into upload_claims (upload_id) values ($1)', [path.split('/').pop()]);
    expect((await completeTusUpload(app, stranger, path)).status).toBe(404);
    await app.db.query('delete from upload_claims');
    expect((await tus(app, 'HEAD', path, owner.token)).headers['upload-offset']).toBe('0');
    expect((await tus(app, 'DELETE', path, owner.token)).status).toBe(204);
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(404);
  });

  it('refuses more than 2 GB before anything is created, and a file that is not audio with its code, keeping nothing', async () => {
    const tooLarge = await createTusUpload(app, owner, 2 * 1024 ** 3 + 1);
    expectStatedRule({ status: tooLarge.status, body: tooLarge.body }, { method: 'POST', path: '/uploads', status: 413 });
    const noKind = await createTusUpload(app, owner, 10, 'video');
    expectStatedRule({ status: noKind.status, body: noKind.body }, { method: 'POST', path: '/uploads', status: 400 });

    const cut = toneWav(0.5).subarray(0, 20_000);
    const { path } = await createTusUpload(app, owner, cut.length);
    await patchTusUpload(app, owner, path, 0, cut);
    const refused = await completeTusUpload(app, owner, path);
    expect([refused.status, refused.body.code]).toEqual([422, 'TRUNCATED']);
    expect((await tus(app, 'HEAD', path, owner.token)).status).toBe(404);
    if (!onObjectStorage) expect(await readdir(join(app.uploadsDir, 'tus'))).toEqual([]);
  });
});
