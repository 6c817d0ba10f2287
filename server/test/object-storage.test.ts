import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, multipartFile } from './helpers.js';
import { startObjectStorage, type TestObjectStorage } from './object-storage.js';
import { createSingle, userWithArtist } from './release-fixtures.js';

let objectStorage: TestObjectStorage;
let app: FastifyInstance;
beforeAll(async () => {
  objectStorage = await startObjectStorage();
  app = await createTestApp({ storage: objectStorage.storage });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await objectStorage?.close();
});

const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();

describe('the app on object storage', () => {
  it('stores, serves and replaces profile photos in the bucket', async () => {
    const { token } = await createUser(app);
    const first = await callApi<{ photoURL: string }>(app, 'POST', '/user/photo', { token, ...multipartFile('photo', await photo(), 'me.png', 'image/png') });
    expect(first.status).toBe(200);
    const served = await app.inject({ method: 'GET', url: first.body.photoURL });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    await callApi(app, 'POST', '/user/photo', { token, ...multipartFile('photo', await photo(), 'me.png', 'image/png') });
    expect((await app.inject({ method: 'GET', url: first.body.photoURL })).statusCode).toBe(404);
  });

  it('keeps release audio in the bucket and answers its link with a redirect to a pre-signed URL that serves ranges', async () => {
    const owner = await userWithArtist(app);
    const created = await createSingle(app, owner);
    expect(created.status).toBe(201);
    const { body } = await callApi<{ audio: { url: string; location: string } }>(app, 'GET', `/releases/${created.body._id}`, { token: owner.token });
    expect(await app.storage.stat(body.audio.location)).toMatchObject({ bytes: expect.any(Number) });
    const link = new URL(body.audio.url);
    const answer = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(answer.statusCode).toBe(302);
    const presigned = answer.headers.location!;
    expect(presigned).toMatch(/X-Amz-Signature=/);
    const part = await fetch(presigned, { headers: { range: 'bytes=0-3' } });
    expect([part.status, await part.text()]).toEqual([206, 'RIFF']);
    expect((await app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(403);
  });
});

describe('profile photos kept in uploads/photos before the file storage', () => {
  it('move into the storage at start, under the same URL', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'royalty-desk-legacy-photos-'));
    try {
      const name = `${'c'.repeat(24)}-${'d'.repeat(16)}.webp`;
      mkdirSync(join(uploadsDir, 'photos'));
      writeFileSync(join(uploadsDir, 'photos', name), await sharp(await photo()).webp().toBuffer());
      const started = await createTestApp({ uploadsDir });
      try {
        expect((await started.inject({ method: 'GET', url: `/media/photos/${name}` })).statusCode).toBe(200);
        expect(existsSync(join(uploadsDir, 'photos'))).toBe(false);
      } finally {
        await started.close();
      }
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
