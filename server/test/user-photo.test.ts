import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, multipartFile } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

const multipart = (field: string, bytes: Buffer, fileName = 'me.png', type = 'image/png') => multipartFile(field, bytes, fileName, type);

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();

async function upload(token: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return callApi<{ photoURL: string | null; message: string }>(app, 'POST', '/user/photo', { token, payload: body.payload, headers: body.headers });
}

describe('POST /user/photo', () => {
  it('stores a square WebP, answers the user with its URL and serves it; a new photo replaces the old', async () => {
    const { token } = await createUser(app);
    const first = await upload(token, multipart('photo', await image(640, 360, 'jpeg'), 'me.jpg', 'image/jpeg'));
    expect(first.status).toBe(200);
    expect(first.body.photoURL).toMatch(/^\/media\/photos\/[a-f0-9]{24}-[a-f0-9]{16}\.webp$/);
    const served = await app.inject({ method: 'GET', url: first.body.photoURL! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(token, multipart('photo', await image(100, 300)));
    expect(second.body.photoURL).not.toBe(first.body.photoURL);
    expect((await callApi<{ photoURL: string }>(app, 'GET', '/user', { token })).body.photoURL).toBe(second.body.photoURL);
    expect((await app.inject({ method: 'GET', url: first.body.photoURL! })).statusCode).toBe(404);
  });

  it('checks the file by content: a text file named .png is refused with 422', async () => {
    const { token } = await createUser(app);
    const refused = await upload(token, multipart('photo', Buffer.from('not really an image'), 'fake.png'));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The photo must be a JPEG, PNG or WebP image.');
    expectStatedRule(refused, { method: 'POST', path: '/user/photo', status: 422 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(token, multipart('photo', svg, 'x.svg', 'image/svg+xml'))).status).toBe(422);
  });

  it('answers 413 past 5 MB, 400 without a photo part, 401 to visitors', async () => {
    const { token } = await createUser(app);
    const tooLarge = await upload(token, multipart('photo', Buffer.concat([await image(10, 10), Buffer.alloc(5 * 1024 * 1024)])));
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, 'The photo is larger than 5 MB.']);
    const wrongField = await upload(token, multipart('picture', await image(10, 10)));
    expect([wrongField.status, wrongField.body.message]).toEqual([400, 'Choose a photo to upload.']);
    expectStatedRule(tooLarge, { method: 'POST', path: '/user/photo', status: 413 });
    expectStatedRule(wrongField, { method: 'POST', path: '/user/photo', status: 400 });
    const visitor = await app.inject({ method: 'POST', url: '/api/user/photo', ...multipart('photo', await image(10, 10)) });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 413 when the photo part passes 5 MB just after a chunk that ends exactly at 5 MB', async () => {
    // The parser keeps nothing of the chunk past its limit: a reader that checks for truncation only
    // beside each chunk it gets saw exactly 5 MB and no sign of the cut.
    const { token } = await createUser(app);
    const boundary = 'photo-at-the-limit';
    const partHead = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`;
    const png = await image(10, 10);
    const first = Buffer.concat([Buffer.from(partHead), png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    async function* body() {
      yield first;
      await delay(50); // the server has handled the first chunk before the next one comes
      yield Buffer.alloc(64 * 1024);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect([refused.statusCode, refused.json().message]).toEqual([413, 'The photo is larger than 5 MB.']);
  });

  it('answers 400 to a multipart body it cannot read and 422 to an empty file', async () => {
    const { token } = await createUser(app);
    const body = multipart('photo', await image(10, 10));
    const unreadable = [
      { payload: body.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: body.payload.subarray(0, 60), headers: body.headers },
    ];
    for (const request of unreadable) {
      const refused = await upload(token, request);
      expect([refused.status, refused.body.message]).toEqual([400, 'The upload could not be read: send the photo as multipart/form-data.']);
    }
    expect((await upload(token, { payload: Buffer.alloc(0), headers: body.headers })).body.message).toBe('Choose a photo to upload.');
    expect((await upload(token, multipart('photo', Buffer.alloc(0)))).status).toBe(422);
  });

  it('answers 404 for photos that do not exist or names that are not photo names', async () => {
    expect((await app.inject({ method: 'GET', url: `/media/photos/${'a'.repeat(24)}-${'b'.repeat(16)}.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/photos/..%2F..%2Fauth-secret' })).statusCode).toBe(404);
  });
});
