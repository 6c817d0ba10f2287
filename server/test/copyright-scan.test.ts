import type { FastifyInstance } from 'fastify';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPYRIGHT_SCAN_JOB, createSandboxScanner, runScan, SCAN_MESSAGES } from '../releases/copyright/index.js';
import { flacFile, quantize, resampleLinear, seededMusic, wavFile } from './audio-samples.js';
import { buildApp } from '../app.js';
import { newStorageKey } from '../storage/storage.js';
import { callApi, createTestApp, createTestDatabase, createUser, randomObjectId, TEST_AUTH_SECRET, testContract, type TestUser } from './helpers.js';
import { coverJpeg, createSingle, userWithArtist } from './release-fixtures.js';

type Scan = {
  releaseId: string;
  status: string;
  startedAt: string;
  completedAt: string | null;
  error?: string | null;
  matches: Record<string, unknown>[];
  /** Set on a refusal. */
  message?: string;
};

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof userWithArtist>>;
let admin: TestUser;
/** Scans handed to the scheduler; the tests run them with runScan, as a job handler would. */
const scheduled: string[] = [];
/** The scheduler throws while set. */
let queueDown = false;
/** Holds every scan before it compares anything while set. */
let gate: Promise<void> | null = null;
const releases: Record<'original' | 'flacCopy' | 'trimmed' | 'unrelated' | 'silent', { id: string; audioKey: string }> = {} as never;

const path = (id: string) => `/releases/${id}/copyright-scan`;
const scanOf = (id: string, token = admin.token) => callApi<Scan>(app, 'GET', path(id), { token });
const start = (id: string, token = admin.token) => callApi<Scan>(app, 'POST', path(id), { token });
const discard = (id: string, token = admin.token) => callApi<{ success: boolean; message?: string }>(app, 'DELETE', path(id), { token });

let cover: Buffer;

async function single(title: string, audio: { bytes: Buffer; fileName: string; type: string } | undefined) {
  cover ??= await coverJpeg();
  const answer = await createSingle(app, owner, { title, audio, coverArt: { bytes: cover, fileName: 'cover.jpg', type: 'image/jpeg' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body._id as string, audioKey: (answer.body.audio?.location ?? '') as string };
}

beforeAll(async () => {
  const sandbox = createSandboxScanner();
  app = await createTestApp({
    copyrightScans: {
      schedule: () => (releaseId) => {
        if (queueDown) throw new Error('the job queue is down');
        scheduled.push(releaseId);
      },
      scanner: {
        kind: 'gated-sandbox',
        async scanRelease(...args) {
          await gate;
          return sandbox.scanRelease(...args);
        },
      },
    },
  });
  owner = await userWithArtist(app, 'Harbour Lights');
  admin = await createUser(app, { roles: ['ADMIN'] });
  // 20 s of music as uploaded (24-bit/48 kHz WAV), a 16-bit/44.1 kHz FLAC of it at a lower gain, a WAV of 5 s to 15 s of it, and other music.
  const music = seededMusic(11, 20, 48_000);
  const at44 = resampleLinear(music, 48_000, 44_100);
  releases.original = await single('Original Song', { bytes: wavFile(music, 48_000, 24), fileName: 'original.wav', type: 'audio/wav' });
  releases.flacCopy = await single('Re-encoded Copy', { bytes: flacFile(quantize(at44, 16, 0.8), 44_100, 16, 1), fileName: 'copy.flac', type: 'audio/flac' });
  releases.trimmed = await single('Trimmed Copy', { bytes: wavFile(at44.subarray(5 * 44_100, 15 * 44_100), 44_100, 16), fileName: 'trimmed.wav', type: 'audio/wav' });
  releases.unrelated = await single('Something Else', { bytes: wavFile(seededMusic(12, 20, 44_100), 44_100, 16), fileName: 'other.wav', type: 'audio/wav' });
  releases.silent = await single('No Audio Yet', undefined);
}, 120_000);
afterAll(() => app?.close());

describe('the copyright scan endpoints', () => {
  it('are for admins only', async () => {
    expect((await start(releases.original.id, owner.token)).status).toBe(403);
    expect((await scanOf(releases.original.id, owner.token)).status).toBe(403);
    expect((await discard(releases.original.id, owner.token)).status).toBe(403);
    expect(scheduled).toEqual([]);
  });

  it('answer 404 for an unknown release and for a release never scanned, 409 for a release without audio', async () => {
    for (const answer of [await start(randomObjectId()), await scanOf(randomObjectId()), await discard(randomObjectId())]) {
      expect([answer.status, answer.body]).toEqual([404, expect.objectContaining({ message: SCAN_MESSAGES.releaseNotFound })]);
    }
    expect([(await scanOf(releases.original.id)).status, (await scanOf(releases.original.id)).body.message]).toEqual([404, SCAN_MESSAGES.notScanned]);
    expect((await discard(releases.original.id)).status).toBe(404);
    const silent = await start(releases.silent.id);
    expect([silent.status, silent.body.message]).toEqual([409, SCAN_MESSAGES.noAudio]);
  });

  it('queue a scan (202), refuse a second one while it is queued or running (409), and find the re-encoded and the trimmed copy', async () => {
    const queued = await start(releases.original.id);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ releaseId: releases.original.id, status: 'QUEUED', completedAt: null, matches: [] });
    expect(scheduled).toEqual([releases.original.id]);
    const again = await start(releases.original.id);
    expect([again.status, again.body.message]).toEqual([409, 'A copyright scan of this release is already running.']);

    expect(await runScan(app, releases.original.id)).toBe('completed');
    const { status, body } = await scanOf(releases.original.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'COMPLETED', error: null, completedAt: expect.any(String) });
    expect(body.matches.map((match) => match.source)).toEqual(['Catalogue: Re-encoded Copy', 'Catalogue: Trimmed Copy']);
    const [copy, trimmed] = body.matches as { confidence: number; offsetSeconds: number }[];
    expect(copy).toMatchObject({ trackIndex: 0, title: 'Re-encoded Copy', artist: 'Roster Artist', isrc: null, offsetSeconds: 0 });
    expect(copy!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(trimmed!.confidence).toBeGreaterThanOrEqual(0.75);
    // The trimmed copy is in the original from its 5th second on; seen from the copy, the original matches from there.
    await start(releases.trimmed.id);
    await runScan(app, releases.trimmed.id);
    const fromTrimmed = (await scanOf(releases.trimmed.id)).body.matches as { title: string; offsetSeconds: number }[];
    expect(fromTrimmed.map((match) => match.title).sort()).toEqual(['Original Song', 'Re-encoded Copy']);
    for (const match of fromTrimmed) expect(match.offsetSeconds).toBeCloseTo(5, 1);
  });

  it('finds nothing for unrelated music, and keeps each file’s fingerprint for the next scan', async () => {
    await start(releases.unrelated.id);
    await runScan(app, releases.unrelated.id);
    expect((await scanOf(releases.unrelated.id)).body).toMatchObject({ status: 'COMPLETED', matches: [] });
    const { rows } = await app.db.query<{ storage_key: string }>('select storage_key from audio_fingerprints where fingerprint is not null order by storage_key');
    const audioKeys = [releases.original, releases.flacCopy, releases.trimmed, releases.unrelated].map((release) => release.audioKey);
    expect(rows.map((row) => row.storage_key)).toEqual([...audioKeys].sort());
  });

  it('runs a scan once: a job handler calling runScan again leaves the result alone', async () => {
    const before = (await scanOf(releases.unrelated.id)).body;
    expect(await runScan(app, releases.unrelated.id)).toBe('not-queued');
    expect((await scanOf(releases.unrelated.id)).body).toEqual(before);
  });

  it('discards a stored result, and cancels a queued or running scan so that its run stores nothing', async () => {
    const discarded = await discard(releases.unrelated.id);
    expect([discarded.status, discarded.body]).toEqual([200, { success: true, message: 'The copyright scan was discarded.' }]);
    expect((await scanOf(releases.unrelated.id)).status).toBe(404);

    // Cancelled while queued.
    await start(releases.unrelated.id);
    expect((await discard(releases.unrelated.id)).body).toEqual({ success: true, message: 'The copyright scan was cancelled.' });
    expect(await runScan(app, releases.unrelated.id)).toBe('not-queued');
    expect((await scanOf(releases.unrelated.id)).status).toBe(404);

    // Cancelled while running, then started again before the old run ends: the old run's result never lands.
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    await start(releases.original.id);
    const oldRun = runScan(app, releases.original.id);
    await expect.poll(async () => (await scanOf(releases.original.id)).body.status).toBe('RUNNING');
    await discard(releases.original.id);
    expect((await start(releases.original.id)).status).toBe(202);
    open();
    gate = null;
    expect(await oldRun).toBe('cancelled');
    expect((await scanOf(releases.original.id)).body).toMatchObject({ status: 'QUEUED', matches: [] });
    await runScan(app, releases.original.id);
    expect((await scanOf(releases.original.id)).body).toMatchObject({ status: 'COMPLETED', matches: [expect.anything(), expect.anything()] });
  });

  it('fails a scan the scheduler cannot take, so that it can be started again', async () => {
    queueDown = true;
    try {
      expect((await start(releases.unrelated.id)).status).toBe(500);
    } finally {
      queueDown = false;
    }
    expect((await scanOf(releases.unrelated.id)).body).toMatchObject({ status: 'FAILED', error: SCAN_MESSAGES.notQueued });
    expect((await start(releases.unrelated.id)).status).toBe(202);
    expect(await runScan(app, releases.unrelated.id)).toBe('completed');
  });

  it('fails with the reason when a track of the release cannot be read', async () => {
    const broken = await single('Broken Upload', { bytes: wavFile(seededMusic(13, 3, 44_100), 44_100, 16), fileName: 'broken.wav', type: 'audio/wav' });
    await writeFile(join(app.uploadsDir, 'files', broken.audioKey), 'RIFF\u0004\u0000\u0000\u0000WAVE');
    await start(broken.id);
    expect(await runScan(app, broken.id)).toBe('failed');
    expect((await scanOf(broken.id)).body).toMatchObject({
      status: 'FAILED',
      error: 'The audio of track 1 (Broken Upload) could not be read: The WAV has no audio data.',
      matches: [],
    });
    // A failed scan may be started again.
    expect((await start(broken.id)).status).toBe(202);
  });
});

describe('the default schedule (background jobs)', () => {
  it('runs a queued scan right after the answer', async () => {
    const local = await createTestApp();
    try {
      const localOwner = await userWithArtist(local);
      const release = await createSingle(local, localOwner);
      const localAdmin = await createUser(local, { roles: ['ADMIN'] });
      expect((await callApi(local, 'POST', path(release.body._id), { token: localAdmin.token })).status).toBe(202);
      await expect
        .poll(async () => (await callApi<Scan>(local, 'GET', path(release.body._id), { token: localAdmin.token })).body.status, { timeout: 10_000 })
        .toBe('COMPLETED');
    } finally {
      await local.close();
    }
  });

  it('runs a scan whose job a stop left behind when the app is ready again', async () => {
    const local = await buildApp({ logger: false, authSecret: TEST_AUTH_SECRET, contract: testContract(), database: await createTestDatabase() });
    try {
      const localOwner = await createUser(local);
      const source = join(local.uploadsDir, 'left.wav');
      await writeFile(source, wavFile(seededMusic(14, 3, 44_100), 44_100, 16));
      const key = newStorageKey('audio', localOwner.user._id, 'wav');
      await local.storage.putFile(key, source);
      const { rows } = await local.db.query<{ id: string }>(
        `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date, audio_key)
         values ($1, 'Left Behind', 'Label', 'SINGLE', 'Pop', 'English', now(), now(), $2) returning id`,
        [localOwner.user._id, key],
      );
      await local.db.query(`insert into copyright_scans (release_id, status, run_id) values ($1, 'RUNNING', 'run-before-the-stop')`, [rows[0]!.id]);
      // The job as a stop leaves it (the queue only starts once the app is ready).
      await local.jobs.enqueue(COPYRIGHT_SCAN_JOB, { releaseId: rows[0]!.id });
      await local.ready();
      await expect
        .poll(async () => (await local.db.query<{ status: string }>('select status from copyright_scans where release_id = $1', [rows[0]!.id])).rows[0]?.status, { timeout: 10_000 })
        .toBe('COMPLETED');
    } finally {
      await local.close();
    }
  });
});
