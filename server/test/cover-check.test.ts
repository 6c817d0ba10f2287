import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MESSAGES, coverRuleViolations } from '../releases/cover.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser, multipartFile } from './helpers.js';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

const PATH = '/releases/drafts/validate-image';

const multipart = (field: string, bytes: Buffer, fileName = 'cover.jpg', type = 'image/jpeg') => multipartFile(field, bytes, fileName, type);

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

async function check(bytes: Buffer, fileName?: string, field = 'image') {
  const body = multipart(field, bytes, fileName);
  return callApi<{ isValid: boolean; reasons: { code: string }[]; message?: string; format: string; density: number; width: number; height: number; colorSpace: string }>(
    app,
    'POST',
    PATH,
    { token: user.token, payload: body.payload, headers: body.headers },
  );
}

const codes = (answer: { body: { reasons: { code: string }[] } }) => answer.body.reasons.map((reason) => reason.code);

describe('POST /releases/drafts/validate-image', () => {
  it('accepts a square RGB jpeg of 3000x3000 px at 300 ppi', async () => {
    const answer = await check(await canvas(3000, 3000).jpeg().withMetadata({ density: 300 }).toBuffer());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ isValid: true, width: 3000, height: 3000, density: 300, format: 'jpeg', colorSpace: 'srgb', reasons: [] });
  });

  it('counts a file with no density recorded as 72 ppi, and reads the type by content, not by name', async () => {
    const answer = await check(await canvas(3000, 3000).tiff().toBuffer(), 'cover.png');
    expect(answer.body).toMatchObject({ isValid: true, format: 'tiff', density: 72 });
  });

  it('names every rule a cover breaks, with a readable message', async () => {
    const small = await check(await canvas(2400, 3000).png().toBuffer(), 'cover.png');
    expect(small.body.isValid).toBe(false);
    expect(codes(small)).toEqual(['TOO_SMALL', 'NOT_SQUARE']);
    expect(small.body.message).toBe('Cover art must be at least 3000x3000 pixels.');

    const lowDensity = await check(await canvas(3000, 3000).jpeg().withMetadata({ density: 50 }).toBuffer());
    expect([codes(lowDensity), lowDensity.body.density]).toEqual([['LOW_DENSITY'], 50]);

    const cmyk = await check(await canvas(3000, 3000).toColourspace('cmyk').jpeg().toBuffer());
    expect([codes(cmyk), cmyk.body.colorSpace]).toEqual([['NOT_RGB'], 'cmyk']);

    const grey = await check(await canvas(3000, 3000).toColourspace('b-w').png().toBuffer(), 'cover.png');
    expect(codes(grey)).toEqual(['NOT_RGB']);
  });

  it('holds the bounds on real files: 2999 px and 71 ppi refused, 3000 px at 72 ppi taken', async () => {
    const atBound = await check(await canvas(3000, 3000).jpeg().withMetadata({ density: 72 }).toBuffer());
    expect([atBound.body.isValid, atBound.body.density]).toEqual([true, 72]);
    const narrow = await check(await canvas(2999, 2999).jpeg().withMetadata({ density: 72 }).toBuffer());
    expect(codes(narrow)).toEqual(['TOO_SMALL']);
    const thin = await check(await canvas(3000, 3000).png().withMetadata({ density: 71 }).toBuffer(), 'cover.png');
    expect([codes(thin), thin.body.density]).toEqual([['LOW_DENSITY'], 71]);
  });

  it('refuses what is not a jpeg, png or tiff image with 400, and keeps no file', async () => {
    for (const bytes of [
      await canvas(3000, 3000).webp().toBuffer(),
      Buffer.from('<!doctype html><title>not an image</title>'),
      Buffer.alloc(0),
      (await canvas(3000, 3000).jpeg().toBuffer()).subarray(0, 20),
    ]) {
      const answer = await check(bytes);
      expectStatedRule(answer, { method: 'POST', path: PATH, status: 400, mentions: 'Cover art must be a JPEG, PNG or TIFF image.' });
    }
    const missing = await check(await canvas(3000, 3000).jpeg().toBuffer(), 'cover.jpg', 'photo');
    expectStatedRule(missing, { method: 'POST', path: PATH, status: 400, mentions: 'Choose a cover-art image to check.' });
    expect(await readdir(join(app.uploadsDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('answers 413 past 60 MB', async () => {
    const answer = await check(Buffer.alloc(60 * 1024 * 1024 + 1));
    expectStatedRule(answer, { method: 'POST', path: PATH, status: 413, mentions: 'Cover art must be at most 60 MB.' });
    expect(await readdir(join(app.uploadsDir, 'tmp'))).toEqual([]);
  });

  it('decodes the whole image: a JPEG or PNG cut in half is CORRUPT, though its header is whole', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const whole = await canvas(3000, 3000)[format]().toBuffer();
      const answer = await check(whole.subarray(0, whole.length >> 1), `cover.${format}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isValid: false, width: 3000, height: 3000, format, message: COVER_MESSAGES.CORRUPT });
      expect(codes(answer)).toEqual(['CORRUPT']);
    }
  });

  it('is for signed-in users', async () => {
    const body = multipart('image', await canvas(10, 10).png().toBuffer());
    expect((await callApi(app, 'POST', PATH, { payload: body.payload, headers: body.headers })).status).toBe(401);
  });
});

describe('coverRuleViolations', () => {
  const facts = { format: 'jpeg', width: 3000, height: 3000, density: 72, colorSpace: 'srgb', damaged: false };
  it('passes the smallest valid cover and 16-bit RGB', () => {
    expect(coverRuleViolations(facts)).toEqual([]);
    expect(coverRuleViolations({ ...facts, colorSpace: 'rgb16', density: undefined })).toEqual([]);
  });
  it('flags each rule at its bound', () => {
    expect(coverRuleViolations({ ...facts, width: 2999, height: 2999 }).map((reason) => reason.code)).toEqual(['TOO_SMALL']);
    expect(coverRuleViolations({ ...facts, density: 71.9 }).map((reason) => reason.code)).toEqual(['LOW_DENSITY']);
    expect(coverRuleViolations({ ...facts, width: 3001 }).map((reason) => reason.code)).toEqual(['NOT_SQUARE']);
    expect(coverRuleViolations({ ...facts, colorSpace: 'b-w' })).toEqual([{ code: 'NOT_RGB', field: 'coverArt', message: 'Cover art must be in RGB colour.' }]);
    expect(coverRuleViolations({ ...facts, width: 16383, height: 16383 })).toEqual([]);
    expect(coverRuleViolations({ ...facts, width: 16384, height: 16384 }).map((reason) => reason.code)).toEqual(['TOO_LARGE']);
    expect(coverRuleViolations({ ...facts, damaged: true }).map((reason) => reason.code)).toEqual(['CORRUPT']);
  });
});
