import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECEIPT_JOB } from '../releases/delivery/receipts.js';
import type { ReleaseStatus } from '../releases/release-types.js';
import { callApi, createTestApp, createUser, expectMatchesSchema, expectStatedRule, randomObjectId, type TestUser } from './helpers.js';
import { createSingle, userWithArtist } from './release-fixtures.js';

const HOUR = 3_600_000;
const DELIVERED_MS = 1 * HOUR;
const ONLINE_MS = 2 * HOUR;
const AVAILABLE_STORES = ['spotify', 'appleMusic', 'amazonMusic', 'youtubeMusic', 'tidal', 'deezer'];

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof userWithArtist>>;
let admin: TestUser;
/** The receipts' clock, when a test sets it. */
let fixedNow: Date | null = null;

beforeAll(async () => {
  // Receipts far in the future: the tests make them due themselves (receiptsDue), one step at a time.
  app = await createTestApp({ delivery: { sandbox: { deliveredMs: DELIVERED_MS, onlineMs: ONLINE_MS }, clock: () => fixedNow ?? new Date() } });
  owner = await userWithArtist(app);
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

/** A valid GTIN-12 (GS1 mod-10 check digit) made from `n`. */
function upcFrom(n: number): string {
  const body = `0${String(n).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

let codes = 0;

/** A complete single in `status` with a UPC and an ISRC unless left out. */
async function single({ status = 'APPROVED', upc = true, isrc = true }: { status?: ReleaseStatus; upc?: boolean; isrc?: boolean } = {}): Promise<string> {
  const { body } = await createSingle(app, owner);
  codes += 1;
  const code = isrc ? `QZDEL26${String(codes).padStart(5, '0')}` : null;
  await app.db.query('update releases set status = $2, upc = $3, isrc = $4 where id = $1', [body._id, status, upc ? upcFrom(7_000 + codes) : null, code]);
  await app.db.query('update release_tracks set isrc = $2 where release_id = $1', [body._id, code]);
  return body._id as string;
}

const send = (id: string, payload: object = {}, token = admin.token) => callApi(app, 'POST', `/releases/${id}/send-to-nuemeta`, { token, payload });
const getRelease = async (id: string) => (await callApi(app, 'GET', `/releases/${id}`, { token: admin.token })).body;

async function deliveryRows(releaseId: string) {
  const { rows } = await app.db.query<{ id: string; folder: string | null; status: string; type: string }>(
    'select id, folder, status, type from deliveries where release_id = $1 order by created_at',
    [releaseId],
  );
  return rows;
}

/** Makes the release's queued receipts due now and runs them (with whatever they queue that is due too). */
async function receiptsDue(deliveryId: string): Promise<void> {
  await app.db.query(`update jobs set run_at = now() where kind = $1 and state = 'queued' and payload ->> 'deliveryId' = $2`, [RECEIPT_JOB, deliveryId]);
  await app.jobs.runDue();
}

async function queuedRunAt(deliveryId: string) {
  const { rows } = await app.db.query<{ status: string; run_at: Date }>(
    `select payload ->> 'status' as status, run_at from jobs where kind = $1 and state = 'queued' and payload ->> 'deliveryId' = $2`,
    [RECEIPT_JOB, deliveryId],
  );
  return rows.map((row) => ({ status: row.status, runAt: new Date(row.run_at).toISOString() }));
}

async function queuedReceipt(deliveryId: string) {
  const { rows } = await app.db.query<{ status: string; waits_ms: number }>(
    `select payload ->> 'status' as status, (extract(epoch from run_at - now()) * 1000)::float8 as waits_ms
     from jobs where kind = $1 and state = 'queued' and payload ->> 'deliveryId' = $2`,
    [RECEIPT_JOB, deliveryId],
  );
  return rows;
}

const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

async function storedSha256(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of app.storage.openRead(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('POST /releases/{id}/send-to-nuemeta (sandbox)', () => {
  it('writes payload.json and copies of the cover and audio whose checksums match, and answers the release with its delivery', async () => {
    const id = await single();
    const { status, body } = await send(id);
    expect(status).toBe(200);
    expect(body.status).toBe('APPROVED'); // until the partner's receipt
    expect(body.delivery).toMatchObject({
      type: 'NEW',
      priority: 'NORMAL',
      environment: 'PRODUCTION',
      stores: AVAILABLE_STORES,
      status: 'SENT',
      partnerRef: `SANDBOX-${body.delivery._id}`,
      sentBy: admin.user._id,
      receipts: [],
    });

    const [row] = await deliveryRows(id);
    expect(row!.folder).toBe(join(app.uploadsDir, 'deliveries', id, body.delivery._id));
    const names = (await readdir(row!.folder!)).sort();
    const payload = JSON.parse(await readFile(join(row!.folder!, 'payload.json'), 'utf8'));
    expectMatchesSchema(payload, 'DeliveryPayload');
    expect(payload).toMatchObject({ releaseId: id, upc: body.upc, territories: ['WORLD'], stores: AVAILABLE_STORES });
    expect(payload.files.map((file: { name: string }) => file.name).sort()).toEqual(names.filter((name) => !name.endsWith('.json')));
    expect(names).toEqual(expect.arrayContaining(['delivery.json', 'payload.json', 'cover.jpg', `01-${body.isrc}.wav`]));
    expect(payload.coverArtUrl).toBe('cover.jpg');
    expect(payload.tracks[0]).toMatchObject({ sequence: 1, isrc: body.isrc, audioUrl: `01-${body.isrc}.wav` });

    const keys = { COVER: body.coverArt.location, AUDIO: body.tracks[0].audio.location };
    for (const file of payload.files as Array<{ kind: 'COVER' | 'AUDIO'; name: string; sha256: string; bytes: number }>) {
      expect(file.sha256).toBe(await sha256(join(row!.folder!, file.name)));
      expect(file.sha256).toBe(await storedSha256(keys[file.kind]));
      expect(file.bytes).toBe((await readFile(join(row!.folder!, file.name))).length);
    }
    expect(JSON.parse(await readFile(join(row!.folder!, 'delivery.json'), 'utf8'))).toMatchObject({ deliveryId: body.delivery._id, type: 'NEW' });
  });

  it('moves the release APPROVED → DELIVERED → ONLINE on the receipts, each on its schedule, by the delivery partner', async () => {
    const id = await single();
    const { body } = await send(id);
    const deliveryId = body.delivery._id as string;

    const [first] = await queuedReceipt(deliveryId);
    expect(first!.status).toBe('DELIVERED');
    expect(first!.waits_ms).toBeGreaterThan(DELIVERED_MS - 60_000);
    expect(first!.waits_ms).toBeLessThanOrEqual(DELIVERED_MS);
    await app.jobs.runDue();
    expect((await getRelease(id)).status).toBe('APPROVED');

    await receiptsDue(deliveryId);
    const delivered = await getRelease(id);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.history.at(-1)).toMatchObject({ from: 'APPROVED', to: 'DELIVERED', by: null, byName: 'Delivery partner' });
    expect(delivered.history.at(-1).reason).not.toMatch(/SANDBOX/);
    expect(delivered.delivery).toMatchObject({ status: 'DELIVERED', receipts: [{ status: 'DELIVERED', message: expect.any(String) }] });
    const [second] = await queuedReceipt(deliveryId);
    expect(second!.status).toBe('ONLINE');
    expect(second!.waits_ms).toBeGreaterThan(ONLINE_MS - 60_000);

    await receiptsDue(deliveryId);
    const online = await getRelease(id);
    expect(online.status).toBe('ONLINE');
    expect(online.history.at(-1)).toMatchObject({ from: 'DELIVERED', to: 'ONLINE', by: null, byName: 'Delivery partner' });
    expect(online.delivery.receipts.map((receipt: { status: string }) => receipt.status)).toEqual(['DELIVERED', 'ONLINE']);
    expect(await queuedReceipt(deliveryId)).toEqual([]);

    // A receipt that arrives twice changes nothing the second time.
    await app.jobs.enqueue(RECEIPT_JOB, { deliveryId, status: 'ONLINE' });
    await app.jobs.runDue();
    const again = await getRelease(id);
    expect(again.history).toHaveLength(online.history.length);
    expect(again.delivery.receipts).toHaveLength(2);
  });

  it('refuses a release that lacks what delivery needs with every reason coded, records nothing and does not move it', async () => {
    const id = await single({ status: 'PENDING', upc: false, isrc: false });
    await app.db.query(`insert into release_tracks (release_id, position, title) values ($1, 1, 'Second')`, [id]);
    await app.db.query(`update releases set format = 'EP', audio_key = null, isrc = null where id = $1`, [id]);
    const { status, body } = await send(id);
    expect(status).toBe(409);
    expect(body.reasons).toEqual([
      { code: 'NOT_APPROVED', message: 'Only an APPROVED release can be delivered; this release is PENDING.' },
      { code: 'MISSING_UPC', field: 'upc', message: 'The release has no UPC.' },
      { code: 'MISSING_ISRC', field: 'tracks.0.isrc', message: 'Track 1 has no ISRC.' },
      { code: 'MISSING_ISRC', field: 'tracks.1.isrc', message: 'Track 2 has no ISRC.' },
      { code: 'BROKEN_RULE', rule: 'TRACK_AUDIO_REQUIRED', field: 'tracks.1.audio', message: 'Track 2: Track audio is required.' },
      {
        code: 'BROKEN_RULE',
        rule: 'TRACK_WRITER_REQUIRED',
        field: 'tracks.1.writers',
        message: 'Track 2: Add a songwriter (a composer or a lyricist): the stores need one for every track.',
      },
    ]);
    expect(body.message).toBe(
      'This release cannot be delivered yet: only an APPROVED release can be delivered; this release is PENDING; it has no UPC; track 1 has no ISRC; track 2 has no ISRC; track 2: Track audio is required; track 2: Add a songwriter (a composer or a lyricist): the stores need one for every track.',
    );
    expect((await getRelease(id)).status).toBe('PENDING');
    expect(await deliveryRows(id)).toEqual([]);
    expect(existsSync(join(app.uploadsDir, 'deliveries', id))).toBe(false);
  });

  it('refuses a NEW delivery of a release that is ONLINE, and an UPDATE or TAKEDOWN of one never delivered', async () => {
    const online = await single({ status: 'ONLINE' });
    expect((await send(online)).body.reasons).toEqual([{ code: 'NOT_APPROVED', message: expect.stringContaining('UPDATE') }]);
    const approved = await single();
    for (const deliveryType of ['UPDATE', 'TAKEDOWN']) {
      const { status, body } = await send(approved, { deliveryType });
      expect(status).toBe(409);
      expect(body.reasons).toEqual([{ code: 'NOT_DELIVERED', message: expect.stringContaining('APPROVED') }]);
    }
  });

  it('answers 409 with MISSING_AUDIO when a stored file is gone, leaving the delivery FAILED and no folder', async () => {
    const id = await single();
    const release = await getRelease(id);
    await app.storage.remove(release.tracks[0].audio.location);
    const { status, body } = await send(id);
    expect(status).toBe(409);
    expect(body.reasons).toEqual([{ code: 'MISSING_AUDIO', field: 'tracks.0.audio', message: expect.stringContaining('missing') }]);
    const [row] = await deliveryRows(id);
    expect(row).toMatchObject({ status: 'FAILED', folder: null });
    expect(await readdir(join(app.uploadsDir, 'deliveries', id))).toEqual([]); // neither the folder nor its partial copy
    expect((await getRelease(id)).delivery).toMatchObject({ status: 'FAILED' });
  });

  it('re-sends an UPDATE of an ONLINE release without moving it', async () => {
    const id = await single({ status: 'ONLINE' });
    const { status, body } = await send(id, { deliveryType: 'UPDATE', priority: 'HIGH', stores: ['spotify', 'tidal'] });
    expect(status).toBe(200);
    expect(body.delivery).toMatchObject({ type: 'UPDATE', priority: 'HIGH', stores: ['spotify', 'tidal'], status: 'SENT' });
    const [row] = await deliveryRows(id);
    expect(JSON.parse(await readFile(join(row!.folder!, 'payload.json'), 'utf8')).stores).toEqual(['spotify', 'tidal']);
    await receiptsDue(row!.id);
    await receiptsDue(row!.id);
    const after = await getRelease(id);
    expect(after.status).toBe('ONLINE');
    expect(after.delivery.receipts.map((receipt: { status: string }) => receipt.status)).toEqual(['DELIVERED', 'ONLINE']);
  });

  it('takes an ONLINE release down on the TAKEDOWN receipt', async () => {
    const id = await single({ status: 'ONLINE' });
    const { body } = await send(id, { deliveryType: 'TAKEDOWN' });
    expect(body.status).toBe('ONLINE');
    const [row] = await deliveryRows(id);
    expect(JSON.parse(await readFile(join(row!.folder!, 'payload.json'), 'utf8'))).toEqual({ releaseId: id, upc: body.upc, stores: AVAILABLE_STORES });
    await receiptsDue(row!.id);
    const after = await getRelease(id);
    expect(after.status).toBe('TAKEN_DOWN');
    expect(after.history.at(-1)).toMatchObject({ from: 'ONLINE', to: 'TAKEN_DOWN', byName: 'Delivery partner' });
  });

  it('sends a STAGING delivery through the same steps without moving the release', async () => {
    const id = await single();
    const { body } = await send(id, { environment: 'STAGING' });
    await receiptsDue(body.delivery._id);
    await receiptsDue(body.delivery._id);
    const after = await getRelease(id);
    expect(after.status).toBe('APPROVED');
    expect(after.delivery).toMatchObject({ environment: 'STAGING', status: 'ONLINE' });
  });

  it('leaves a release an admin took down meanwhile as it is when the receipt arrives', async () => {
    const id = await single();
    const { body } = await send(id);
    await app.db.query(`update releases set status = 'TAKEN_DOWN' where id = $1`, [id]);
    await receiptsDue(body.delivery._id);
    const after = await getRelease(id);
    expect(after.status).toBe('TAKEN_DOWN');
    expect(after.delivery.status).toBe('DELIVERED');
  });

  it('refuses unknown and coming-soon stores with 400', async () => {
    const id = await single();
    expect((await send(id, { stores: ['spotify', 'napster'] })).body.message).toBe('There is no store napster: choose stores from GET /dsp-sources/distribution.');
    const comingSoon = await send(id, { stores: ['tiktok'] });
    expect(comingSoon.status).toBe(400);
    expect(comingSoon.body.message).toBe('tiktok cannot be chosen yet (coming soon).');
    expect(await deliveryRows(id)).toEqual([]);
  });

  it('answers 404 for an unknown release and 403 to a non-admin, before anything is sent', async () => {
    expect((await send(randomObjectId())).status).toBe(404);
    const id = await single();
    expect((await send(id, {}, owner.token)).status).toBe(403);
    expect((await callApi(app, 'POST', '/releases/bulk/send-to-nuemeta', { token: owner.token, payload: { releaseIds: [id] } })).status).toBe(403);
    expect(await deliveryRows(id)).toEqual([]);
  });
});

describe('the sandbox and the release date', () => {
  // The real time, held still: the queue's poller runs receipts due by the database's clock.
  const NOW = new Date();
  const DAY = 24 * HOUR;
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const dated = async (releaseDate: string) => {
    const id = await single();
    // The original release date moves too: it may not come after the release date (rule ORIGINAL_RELEASE_DATE_AFTER_RELEASE).
    await app.db.query('update releases set release_date = $2, original_release_date = $2 where id = $1', [id, releaseDate]);
    return id;
  };
  /** Sends the release and runs its DELIVERED receipt with the receipts' clock at NOW. */
  async function deliveredAtNow(id: string): Promise<string> {
    fixedNow = NOW;
    try {
      const { body } = await send(id);
      expect(await queuedRunAt(body.delivery._id)).toEqual([{ status: 'DELIVERED', runAt: new Date(NOW.getTime() + DELIVERED_MS).toISOString() }]);
      await receiptsDue(body.delivery._id);
      return body.delivery._id as string;
    } finally {
      fixedNow = null;
    }
  }

  it('reports DELIVERED at once and ONLINE only at the start of a release day a month ahead', async () => {
    const releaseDay = dayOf(new Date(NOW.getTime() + 30 * DAY));
    const id = await dated(`${releaseDay}T12:00:00.000Z`);
    const deliveryId = await deliveredAtNow(id);
    const delivered = await getRelease(id);
    expectMatchesSchema(delivered, 'Release');
    expect(delivered.status).toBe('DELIVERED');
    // A job in the database (it survives a restart), due at the start of the release day.
    expect(await queuedRunAt(deliveryId)).toEqual([{ status: 'ONLINE', runAt: `${releaseDay}T00:00:00.000Z` }]);
    await app.jobs.runDue();
    expect((await getRelease(id)).status).toBe('DELIVERED');

    await receiptsDue(deliveryId);
    expect((await getRelease(id)).status).toBe('ONLINE');
  });

  it('reports ONLINE on the usual schedule for a release dated today or earlier', async () => {
    for (const releaseDate of [`${dayOf(NOW)}T12:00:00.000Z`, '2025-01-10T12:00:00.000Z']) {
      const id = await dated(releaseDate);
      const deliveryId = await deliveredAtNow(id);
      expect(await queuedRunAt(deliveryId)).toEqual([{ status: 'ONLINE', runAt: new Date(NOW.getTime() + ONLINE_MS).toISOString() }]);
    }
  });

  it('tells the owner of each move without the partner’s reference, which only the delivery keeps', async () => {
    const id = await single();
    const { body } = await send(id);
    await receiptsDue(body.delivery._id);
    await receiptsDue(body.delivery._id);
    const online = await getRelease(id);
    expect(online.delivery.partnerRef).toBe(`SANDBOX-${body.delivery._id}`);
    for (const change of online.history.slice(-2)) expect(change.reason).not.toContain(online.delivery.partnerRef);
  });
});

describe('issued and delivered ISRCs stay with their recordings', () => {
  it('refuses to remove an ISRC the stores have, naming the track, and removes one never delivered', async () => {
    const id = await single();
    const { isrc, title } = (await getRelease(id)).tracks[0] as { isrc: string; title: string };
    const { body } = await send(id);
    const path = `/releases/${id}/remove-isrc`;
    const refused = await callApi(app, 'POST', path, { token: admin.token, payload: { isrc } });
    expectStatedRule(refused, { method: 'POST', path, status: 409, mentions: 'delivered to the stores' });
    const dashed = `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
    expect(refused.body.message).toBe(`ISRC ${dashed} of track 1 “${title}” was delivered to the stores: it stays with the recording.`);
    expect((await getRelease(id)).tracks[0].isrc).toBe(isrc);

    // A delivery that failed never reached the stores.
    await app.db.query(`update deliveries set status = 'FAILED' where id = $1`, [body.delivery._id]);
    expect((await callApi(app, 'POST', path, { token: admin.token, payload: { isrc } })).status).toBe(200);
  });

  it('keeps every track holding an issued ISRC on the release, one message per track, and lets others go', async () => {
    const id = await single({ status: 'DRAFT', isrc: false });
    await app.db.query(`insert into release_tracks (release_id, position, title) values ($1, 1, 'Second'), ($1, 2, 'Third')`, [id]);
    await app.db.query(`update releases set format = 'EP', audio_key = null where id = $1`, [id]);
    const assigned = await callApi(app, 'POST', `/releases/${id}/isrc`, { token: admin.token, payload: { tracks: [0, 1] } });
    const [first, second] = assigned.body.tracks as Array<{ title: string; isrc: string }>;
    expect(assigned.body.issuedIsrcs).toEqual([first!.isrc, second!.isrc]);
    const typed = 'USRC17607839';
    const withTyped = await callApi(app, 'PATCH', `/releases/${id}`, {
      token: owner.token,
      payload: { tracks: [{ title: first!.title, isrc: first!.isrc }, { title: second!.title, isrc: second!.isrc }, { title: 'Third', isrc: typed }] },
    });
    expect(withTyped.status).toBe(200);
    expect(withTyped.body.issuedIsrcs).toEqual([first!.isrc, second!.isrc]);

    const path = `/releases/${id}`;
    const refused = await callApi(app, 'PATCH', path, { token: owner.token, payload: { tracks: [{ title: 'Third', isrc: typed }] } });
    expectStatedRule(refused, { method: 'PATCH', path, status: 422, mentions: 'cannot be removed' });
    const dashed = (code: string) => `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
    expect(refused.body.fields.filter((error: { field: string }) => error.field === 'tracks')).toEqual([
      { field: 'tracks', message: `Track 1 “${first!.title}” keeps ISRC ${dashed(first!.isrc)}: it was issued for this recording, so the track cannot be removed and its ISRC cannot change.` },
      { field: 'tracks', message: `Track 2 “Second” keeps ISRC ${dashed(second!.isrc)}: it was issued for this recording, so the track cannot be removed and its ISRC cannot change.` },
    ]);
    // Clearing an issued ISRC is refused the same way; the draft endpoint too.
    const cleared = await callApi(app, 'PATCH', `/releases/drafts/${id}`, {
      token: owner.token,
      payload: { tracks: [{ title: first!.title, isrc: null }, { title: 'Second', isrc: second!.isrc }, { title: 'Third', isrc: typed }] },
    });
    expect(cleared.status).toBe(422);
    expect(cleared.body.fields[0]).toMatchObject({ field: 'tracks', message: expect.stringContaining('Track 1') });
    expect((await getRelease(id)).tracks).toHaveLength(3);

    // The track with a code typed by its owner may go; the issued ones may move.
    const reordered = await callApi(app, 'PATCH', path, { token: owner.token, payload: { tracks: [{ title: 'Second', isrc: second!.isrc }, { title: first!.title, isrc: first!.isrc }] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.tracks.map((track: { isrc: string }) => track.isrc)).toEqual([second!.isrc, first!.isrc]);
  });
});

describe('POST /releases/bulk/send-to-nuemeta', () => {
  it('sends every release it can and lists the others with their reasons', async () => {
    const [good, pending, alsoGood] = [await single(), await single({ status: 'PENDING' }), await single()];
    const missing = randomObjectId();
    const { status, body } = await callApi(app, 'POST', '/releases/bulk/send-to-nuemeta', {
      token: admin.token,
      payload: { releaseIds: [good, pending, missing, alsoGood], priority: 'LOW' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, succeeded: [good, alsoGood], message: '2 of 4 releases went to the delivery partner.' });
    expect(body.failed).toEqual([
      { releaseId: pending, message: 'This release cannot be delivered yet: only an APPROVED release can be delivered; this release is PENDING.' },
      { releaseId: missing, message: 'Release not found.' },
    ]);
    for (const id of [good, alsoGood]) expect((await getRelease(id)).delivery).toMatchObject({ priority: 'LOW', status: 'SENT' });
    expect(await deliveryRows(pending)).toEqual([]);
  });

  it('answers success when every release went', async () => {
    const ids = [await single(), await single()];
    const { body } = await callApi(app, 'POST', '/releases/bulk/send-to-nuemeta', { token: admin.token, payload: { releaseIds: ids } });
    expect(body).toMatchObject({ success: true, succeeded: ids, failed: [] });
  });
});

describe('GET /releases/{id}/nm', () => {
  it('answers the payload as it would be sent: every available store, the world, files at signed links with their checksums', async () => {
    const id = await single({ status: 'PENDING' });
    const { status, body } = await callApi(app, 'GET', `/releases/${id}/nm`, { token: owner.token });
    expect(status).toBe(200);
    const release = await getRelease(id);
    expect(body).toMatchObject({ territories: ['WORLD'], stores: AVAILABLE_STORES, coverArtUrl: expect.stringContaining('signature=') });
    expect(body.files).toEqual([
      expect.objectContaining({ kind: 'COVER', trackSequence: null, sha256: await storedSha256(release.coverArt.location) }),
      expect.objectContaining({ kind: 'AUDIO', trackSequence: 1, sha256: await storedSha256(release.tracks[0].audio.location) }),
    ]);
  });

  it('answers 409 with the reasons coded for a release that cannot be delivered yet', async () => {
    const id = await single({ status: 'DRAFT', upc: false });
    const { status, body } = await callApi(app, 'GET', `/releases/${id}/nm`, { token: owner.token });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'This release cannot be delivered yet: it has no UPC.', reasons: [{ code: 'MISSING_UPC', field: 'upc' }] });
  });
});

describe('the sandbox on its own schedule', () => {
  it('makes a sent release DELIVERED and then ONLINE by itself', async () => {
    const quick = await createTestApp({ delivery: { sandbox: { deliveredMs: 50, onlineMs: 50 } }, jobs: { pollIntervalMs: 20 } });
    try {
      const quickOwner = await userWithArtist(quick);
      const quickAdmin = await createUser(quick, { roles: ['ADMIN'] });
      const { body: draft } = await createSingle(quick, quickOwner);
      await quick.db.query(`update releases set status = 'APPROVED', upc = $2 where id = $1`, [draft._id, upcFrom(9_999)]);
      await quick.db.query(`update release_tracks set isrc = 'QZDEL2699999' where release_id = $1`, [draft._id]);
      const sent = await callApi(quick, 'POST', `/releases/${draft._id}/send-to-nuemeta`, { token: quickAdmin.token, payload: {} });
      expect(sent.status).toBe(200);
      await vi.waitFor(
        async () => {
          const { body } = await callApi(quick, 'GET', `/releases/${draft._id}`, { token: quickAdmin.token });
          expect(body.status).toBe('ONLINE');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await quick.close();
    }
  });
});

describe('DELIVERY_PARTNER', () => {
  it('stops the server at start-up when it names a partner this server does not have', async () => {
    await expect(createTestApp({ delivery: { partner: 'acme' } })).rejects.toThrow('DELIVERY_PARTNER=acme is not a delivery partner this server has; use sandbox');
  });
});
