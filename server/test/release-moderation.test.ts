import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-streams.js';
import { isGtin } from '../releases/identifiers/gs1.js';
import { callApi, createTestApp, createUser, type TestUser } from './helpers.js';
import { createPostgresApp, onPostgres, postgresUrl, throwawayDatabase } from './postgres-database.js';
import { createSingle, userWithArtist } from './release-fixtures.js';

type Release = { _id: string; status: string; upc: string | null; isrc: string | null; reviewNote: string | null; tracks: { isrc: string | null }[]; history: { from: string | null; to: string; byName: string; reason: string | null }[] };

let app: FastifyInstance;
let admin: TestUser;
let owner: TestUser & { artistId: string };
const year = String(new Date().getUTCFullYear() % 100).padStart(2, '0');

beforeAll(async () => {
  app = await createTestApp({ codeRanges: { upcPrefix: '0299990', isrcRegistrant: 'ZZX99' } });
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
  owner = await userWithArtist(app);
}, 60_000);
afterAll(() => app?.close());

const asAdmin = <T = Release>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
  callApi<T>(app, method, path, { token: admin.token, ...(payload === undefined ? {} : { payload }) });

async function draft(): Promise<string> {
  const created = await createSingle(app, owner);
  expect(created.status).toBe(201);
  return (created.body as { _id: string })._id;
}

async function pending(): Promise<string> {
  const id = await draft();
  expect((await callApi(app, 'POST', `/releases/${id}/submit`, { token: owner.token })).status).toBe(200);
  return id;
}

describe('review moves', () => {
  it('approves a pending release, recording who and why', async () => {
    const id = await pending();
    const approved = await asAdmin('POST', `/releases/${id}/approve`, { reason: 'Artwork and audio check out.' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'APPROVED', byName: 'Ada Admin', reason: 'Artwork and audio check out.' });
  });

  it('rejects with a reason the owner sees, and the owner can fix and resubmit', async () => {
    const id = await pending();
    expect((await asAdmin('POST', `/releases/${id}/reject`, {})).status).toBe(400);
    const rejected = await asAdmin('POST', `/releases/${id}/reject`, { reason: 'The cover shows a URL.' });
    expect([rejected.body.status, rejected.body.reviewNote]).toEqual(['REJECTED', 'The cover shows a URL.']);
    const seen = await callApi<Release>(app, 'GET', `/releases/${id}`, { token: owner.token });
    expect(seen.body.reviewNote).toBe('The cover shows a URL.');
    const again = await callApi<Release>(app, 'POST', `/releases/${id}/submit`, { token: owner.token });
    expect([again.status, again.body.status]).toEqual([200, 'PENDING']);
  });

  it('sends an approved release back to review with a note', async () => {
    const id = await pending();
    await asAdmin('POST', `/releases/${id}/approve`);
    const back = await asAdmin('POST', `/releases/${id}/pending`, { reason: 'Label name to check.' });
    expect([back.body.status, back.body.reviewNote]).toEqual(['PENDING', 'Label name to check.']);
  });

  it('refuses an illegal move naming the allowed ones, and refuses owners', async () => {
    const id = await draft();
    const refused = await asAdmin<{ message: string }>('POST', `/releases/${id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, 'A DRAFT release cannot become APPROVED; from DRAFT it can become PENDING.']);
    const submitted = await pending();
    expect((await callApi(app, 'POST', `/releases/${submitted}/approve`, { token: owner.token })).status).toBe(403);
    const approved = await asAdmin('POST', `/releases/${submitted}/approve`);
    const delivered = await asAdmin<{ message: string }>('PATCH', '/releases/bulk/status', { releaseIds: [submitted], status: 'DELIVERED' });
    expect(delivered.body).toMatchObject({
      success: false,
      failed: [{ releaseId: submitted, message: 'An APPROVED release cannot become DELIVERED; from APPROVED it can become PENDING or TAKEN_DOWN.' }],
    });
    expect(approved.body.status).toBe('APPROVED');
  });
});

describe('UPCs', () => {
  it('issues codes of the prefix with a correct GS1 check digit, one per release', async () => {
    const id = await draft();
    const assigned = await asAdmin('POST', `/releases/${id}/upc`);
    expect(assigned.body.upc).toMatch(/^0299990[0-9]{4}[0-9]$/);
    expect(isGtin(assigned.body.upc!)).toBe(true);
    const again = await asAdmin<{ message: string }>('POST', `/releases/${id}/upc`);
    expect([again.status, again.body.message]).toEqual([409, `This release already has a UPC (${assigned.body.upc}).`]);
  });

  it('never issues a code again, not even after its release is deleted', async () => {
    const first = await draft();
    const { body } = await asAdmin('POST', `/releases/${first}/upc`);
    expect((await callApi(app, 'DELETE', `/releases/drafts/${first}`, { token: owner.token })).status).toBe(200);
    const second = await draft();
    const next = await asAdmin('POST', `/releases/${second}/upc`);
    expect(next.body.upc).not.toBe(body.upc);
    const typed = await asAdmin<{ message: string }>('POST', `/releases/${await draft()}/upc`, { upc: body.upc });
    expect([typed.status, typed.body.message]).toEqual([409, `UPC ${body.upc} was detached from a release and cannot be used again.`]);
    const tags = await asAdmin<{ items: { code: string; assigned: boolean; retiredAt: string | null }[] }>('GET', '/admin/tags?type=UPC&assignedStatus=unassigned');
    expect(tags.body.items.find((tag) => tag.code === body.upc)).toMatchObject({ assigned: false, retiredAt: expect.any(String) });
  });

  it('checks a typed UPC: check digit, and not held by another release', async () => {
    const bad = await asAdmin<{ message: string }>('POST', `/releases/${await draft()}/upc`, { upc: '036000291453' });
    expect([bad.status, bad.body.message]).toEqual([400, 'UPC must be 12 or 13 digits with a correct check digit.']);
    const good = await asAdmin('POST', `/releases/${await draft()}/upc`, { upc: '036000291452' });
    expect(good.body.upc).toBe('036000291452');
    const taken = await asAdmin<{ message: string }>('POST', `/releases/${await draft()}/upc`, { upc: '036000291452' });
    expect([taken.status, taken.body.message]).toEqual([409, 'UPC 036000291452 is already used by another release.']);
    const patched = await callApi<{ fields: { field: string; message: string }[] }>(app, 'PATCH', `/releases/drafts/${await draft()}`, {
      token: owner.token,
      payload: { upc: '036000291452' },
    });
    expect(patched.status).toBe(422);
    expect(patched.body.fields).toEqual([{ field: 'upc', message: 'UPC 036000291452 is already used by another release.' }]);
  });

  it('refuses once the range is used up', async () => {
    const small = await createTestApp({ codeRanges: { upcPrefix: '0299999999', isrcRegistrant: 'ZZX98' } });
    try {
      const smallAdmin = await createUser(small, { roles: ['ADMIN'] });
      const smallOwner = await userWithArtist(small);
      const id = ((await createSingle(small, smallOwner)).body as { _id: string })._id;
      const codes: string[] = [];
      for (let index = 0; index < 11; index++) {
        const answer = await callApi<Release & { message: string }>(small, 'POST', `/releases/${id}/upc`, { token: smallAdmin.token });
        if (index < 10) codes.push(answer.body.upc!);
        else expect([answer.status, answer.body.message]).toEqual([409, 'No UPCs are left in the range of prefix 0299999999.']);
        // Taken off the row only (the registry keeps it), so the release can ask again.
        await small.db.query('update releases set upc = null where id = $1', [id]);
      }
      expect(new Set(codes).size).toBe(10);
    } finally {
      await small.close();
    }
  }, 30_000);
});

describe('ISRCs', () => {
  it('issues CC-XXX-YY-NNNNN codes from the registrant and the year, and retires removed ones', async () => {
    const id = await draft();
    const assigned = await asAdmin('POST', `/releases/${id}/isrc`, { tracks: [0] });
    const isrc = assigned.body.tracks[0]!.isrc!;
    expect(isrc).toMatch(new RegExp(`^ZZX99${year}[0-9]{5}$`));
    expect(assigned.body.isrc).toBe(isrc);
    const removed = await asAdmin('POST', `/releases/${id}/remove-isrc`, { isrc });
    expect([removed.body.tracks[0]!.isrc, removed.body.isrc]).toEqual([null, null]);
    const reissued = await asAdmin('POST', `/releases/${id}/isrc`, { tracks: [0] });
    expect(reissued.body.tracks[0]!.isrc).not.toBe(isrc);
    const missing = await asAdmin<{ message: string }>('POST', `/releases/${id}/remove-isrc`, { isrc });
    expect(missing.status).toBe(404);
    expect((await asAdmin('POST', `/releases/${id}/isrc`, { tracks: [3] })).status).toBe(400);
  });

  it('never gives two requests at once the same code', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => draft()));
    const answers = await Promise.all(ids.map((id) => asAdmin('POST', `/releases/${id}/isrc`, { tracks: [0] })));
    const codes = answers.map((answer) => answer.body.tracks[0]!.isrc);
    expect(new Set(codes).size).toBe(8);
  });

  it('refuses a typed ISRC another release holds', async () => {
    const holder = await asAdmin('POST', `/releases/${await draft()}/isrc`, { tracks: [0] });
    const isrc = holder.body.tracks[0]!.isrc!;
    const patched = await callApi<{ fields: { field: string; message: string }[] }>(app, 'PATCH', `/releases/drafts/${await draft()}`, {
      token: owner.token,
      payload: { isrc },
    });
    expect(patched.status).toBe(422);
    expect(patched.body.fields[0]!.message).toContain('is already used by another release.');
  });
});

describe('bulk calls', () => {
  it('report per release; one bad release does not stop the others', async () => {
    const [a, b, c] = [await pending(), await draft(), await pending()];
    const status = await asAdmin<{ success: boolean; succeeded: string[]; failed: { releaseId: string; message: string }[] }>('PATCH', '/releases/bulk/status', {
      releaseIds: [a, b, c],
      status: 'APPROVED',
      reason: 'Batch review',
    });
    expect(status.body.succeeded).toEqual([a, c]);
    expect(status.body.failed).toEqual([{ releaseId: b, message: 'A DRAFT release cannot become APPROVED; from DRAFT it can become PENDING.' }]);
    const tags = await asAdmin<{ succeeded: string[] }>('PATCH', '/releases/bulk/tags', { releaseIds: [a, c], assignUPCs: true, assignISRCs: true });
    expect(tags.body.succeeded).toEqual([a, c]);
    const tagged = await asAdmin('GET', `/releases/${a}`);
    expect([isGtin(tagged.body.upc!), tagged.body.tracks[0]!.isrc]).toEqual([true, expect.stringMatching(/^ZZX99/)]);
    const deleted = await asAdmin<{ succeeded: string[]; failed: { releaseId: string; message: string }[] }>('DELETE', '/releases/bulk', { releaseIds: [b, a] });
    expect(deleted.body.succeeded).toEqual([b]);
    expect(deleted.body.failed).toEqual([{ releaseId: a, message: 'Only DRAFT or REJECTED releases can be deleted; this release is APPROVED.' }]);
    expect((await asAdmin('GET', `/releases/${b}`)).status).toBe(404);
  });

  it('are for admins only', async () => {
    const refused = await callApi(app, 'PATCH', '/releases/bulk/status', { token: owner.token, payload: { releaseIds: [await draft()], status: 'PENDING' } });
    expect(refused.status).toBe(403);
  });
});

describe('GET /admin/releases', () => {
  it('filters by status, identifiers, owner and search (ISRC, owner email)', async () => {
    const id = await pending();
    const isrc = (await asAdmin('POST', `/releases/${id}/isrc`, { tracks: [0] })).body.tracks[0]!.isrc!;
    type Page = { items: { _id: string; owner: { email: string }; isrcCount: number; trackCount: number }[]; total: number };
    const byIsrc = await asAdmin<Page>('GET', `/admin/releases?search=${isrc}`);
    expect(byIsrc.body.items.map((item) => item._id)).toEqual([id]);
    expect(byIsrc.body.items[0]).toMatchObject({ owner: { email: owner.email }, isrcCount: 1, trackCount: 1 });
    const queue = await asAdmin<Page>('GET', `/admin/releases?status=PENDING,APPROVED&tags=hasIsrcs,noUpc&userId=${owner.user._id}&sortBy=submittedAt&sortDirection=asc`);
    expect(queue.body.items.map((item) => item._id)).toContain(id);
    for (const item of queue.body.items) expect(item.isrcCount).toBe(item.trackCount);
    const byEmail = await asAdmin<Page>('GET', `/admin/releases?search=${encodeURIComponent(owner.email)}&limit=100`);
    expect(byEmail.body.total).toBeGreaterThan(0);
    expect((await callApi(app, 'GET', '/admin/releases', { token: owner.token })).status).toBe(403);
  });
});

describe('GET /user/events', () => {
  it("carries the owner's release status changes as they happen", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const id = await pending();
    const stream = await openEventStream(`${base}/api/user/events`, { authorization: `Bearer ${owner.token}` });
    try {
      await stream.until((events) => events.some((event) => event.event === 'ready'));
      await asAdmin('POST', `/releases/${id}/reject`, { reason: 'Audio clips at 0:42.' });
      const events = await stream.until((all) => all.some((event) => event.event === 'release-status'));
      expect(events.find((event) => event.event === 'release-status')!.data).toMatchObject({
        releaseId: id,
        from: 'PENDING',
        to: 'REJECTED',
        displayStatus: 'REJECTED',
        reason: 'Audio clips at 0:42.',
      });
    } finally {
      stream.close();
    }
  });
});

// Two requests at once on a real PostgreSQL (pooled connections, real concurrency).
describe.skipIf(!postgresUrl)(onPostgres('ISRCs on PostgreSQL'), () => {
  it('never gives concurrent requests the same code', async () => {
    const database = await throwawayDatabase('codes');
    const pgApp = await createPostgresApp(database.url);
    try {
      const pgAdmin = await createUser(pgApp, { roles: ['ADMIN'] });
      const pgOwner = await userWithArtist(pgApp);
      const ids = await Promise.all(Array.from({ length: 6 }, async () => ((await createSingle(pgApp, pgOwner)).body as { _id: string })._id));
      const answers = await Promise.all(
        ids.flatMap((id) => [0, 1].map(() => callApi<Release>(pgApp, 'POST', `/releases/${id}/isrc`, { token: pgAdmin.token, payload: { tracks: [0] } }))),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const { rows } = await pgApp.db.query<{ isrc: string }>('select isrc from release_tracks where release_id = any($1::text[])', [ids]);
      expect(new Set(rows.map((row) => row.isrc)).size).toBe(6);
      const issued = await pgApp.db.query('select code from release_codes where type = $1', ['ISRC']);
      expect(issued.rows).toHaveLength(6);
    } finally {
      await pgApp.close();
      await database.drop();
    }
  }, 60_000);
});
