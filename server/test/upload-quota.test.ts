import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/throttle.js';
import { STALE_TEMPORARY_MS } from '../storage/temporaries.js';
import { UNUSED_AUDIO_QUOTA, UPLOAD_QUOTA_MESSAGES } from '../storage/upload-quota.js';
import { callApi, createTestApp, createUser, expectStatedRule, multipartFile, type TestUser } from './helpers.js';
import { createSingle, toneWav, userWithArtist } from './release-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

const AUDIO = '/releases/drafts/upload-audio';
const localPath = (key: string) => join(app.uploadsDir, 'files', key);

async function uploadAudio(user: TestUser) {
  const body = multipartFile('audio', toneWav(0.1), 'track.wav', 'audio/wav');
  return callApi<{ audio: { location: string }; message: string }>(app, 'POST', AUDIO, { token: user.token, ...body });
}

describe('upload quotas per account', () => {
  it('refuses the 51st file upload within 10 minutes with 429 and Retry-After, whichever the kind', async () => {
    const user = await createUser(app);
    const { bucket, max } = LIMITS.fileUploadsPerUser;
    await app.db.query('insert into throttle_events (bucket, key) select $1, $2 from generate_series(1, $3::int)', [bucket, user.user._id, max]);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const refusals = [
      [AUDIO, await uploadAudio(user)],
      ['/releases/drafts/validate-image', await callApi(app, 'POST', '/releases/drafts/validate-image', { token: user.token, ...multipartFile('image', png, 'c.png', 'image/png') })],
      ['/user/photo', await callApi(app, 'POST', '/user/photo', { token: user.token, ...multipartFile('photo', png, 'me.png', 'image/png') })],
    ] as const;
    for (const [path, answer] of refusals) {
      expectStatedRule(answer, { method: 'POST', path, status: 429, mentions: 'at most 50 files every 10 minutes' });
      expect(answer.body.message).toMatch(/^Too many uploads: at most 50 files every 10 minutes\. Try again in \d+ minutes?\.$/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
  });

  it('refuses audio past 4 GB uploaded in a day that no release uses; audio in a release and older uploads do not count', async () => {
    const owner = await userWithArtist(app);
    expect((await createSingle(app, owner)).status).toBe(201);
    const { rows } = await app.db.query<{ key: string }>('select audio_key as key from releases where owner_id = $1', [owner.user._id]);
    // Sparse files: sizes without the disk space.
    truncateSync(localPath(rows[0]!.key), UNUSED_AUDIO_QUOTA.maxBytes);
    const first = await uploadAudio(owner);
    expect(first.status).toBe(200);

    truncateSync(localPath(first.body.audio.location), UNUSED_AUDIO_QUOTA.maxBytes - 1000);
    const storedBefore = readdirSync(join(app.uploadsDir, 'files', 'audio')).length;
    const refused = await uploadAudio(owner);
    expectStatedRule(refused, { method: 'POST', path: AUDIO, status: 429, mentions: 'that no release uses yet' });
    expect(refused.body.message).toBe(UPLOAD_QUOTA_MESSAGES.unusedAudio.replace('{wait}', '24 hours'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(UNUSED_AUDIO_QUOTA.windowSeconds - 120);
    expect(readdirSync(join(app.uploadsDir, 'files', 'audio')).length).toBe(storedBefore);

    const dayAndHourAgo = new Date(Date.now() - (UNUSED_AUDIO_QUOTA.windowSeconds + 3600) * 1000);
    utimesSync(localPath(first.body.audio.location), dayAndHourAgo, dayAndHourAgo);
    expect((await uploadAudio(owner)).status).toBe(200);
  });
});

describe('temporary upload files', () => {
  it('are swept at start when no upload has written them for a while; fresh ones (an upload running elsewhere) stay', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'royalty-desk-sweep-'));
    try {
      const tmp = join(uploadsDir, 'tmp');
      mkdirSync(join(tmp, 'demo-0123456789ab'), { recursive: true });
      writeFileSync(join(tmp, 'demo-0123456789ab', 'cover.jpg'), 'x');
      writeFileSync(join(tmp, 'upload-killed'), Buffer.alloc(1024));
      writeFileSync(join(tmp, 'upload-arriving'), Buffer.alloc(1024));
      const stale = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
      for (const name of ['upload-killed', 'demo-0123456789ab']) utimesSync(join(tmp, name), stale, stale);
      const started = await createTestApp({ uploadsDir });
      await started.close();
      expect(readdirSync(tmp)).toEqual(['upload-arriving']);
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
