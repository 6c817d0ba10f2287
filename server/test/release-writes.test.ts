import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/index.js';
import { type ApiAnswer, callApi, createTestApp, createUser, type TestUser } from './helpers.js';
import { coverJpeg, createSingle, releaseForm, userWithArtist } from './release-fixtures.js';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof userWithArtist>>;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  owner = await userWithArtist(app);
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
}, 60_000);
afterAll(() => app?.close());

/** The statements the database runs while `run` does, inside transactions too. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const db = app.db as Database;
  const seen: string[] = [];
  const counted = (target: Queryable): Queryable['query'] => {
    const query = target.query.bind(target);
    return (sql, params) => {
      seen.push(sql.trim().toLowerCase());
      return query(sql, params);
    };
  };
  const { query, transaction } = db;
  db.query = counted(db);
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => fn({ ...tx, query: counted(tx) }))) as Database['transaction'];
  try {
    await run();
  } finally {
    Object.assign(db, { query, transaction });
  }
  return seen;
}

const readsOf = (statements: string[]) => statements.filter((sql) => sql.startsWith('select'));
/** The statements reading the release row (the load of the request, the lock of its write). */
const releaseRowReads = (statements: string[]) => readsOf(statements).filter((sql) => /from releases where id = \$1/.test(sql));

describe('a release write (#38 §5: one read per request)', () => {
  it('answers a PATCH from what it stored: the release is read once before the change and locked once, not read again', async () => {
    const { body: release } = await createSingle(app, owner);
    const track = release.tracks[0];
    const payload = {
      title: 'Written once',
      contributors: [{ name: 'Some Producer', role: 'PRODUCER' }],
      tracks: [{ ...track, audio: { bucket: track.audio.bucket, location: track.audio.location }, credits: [{ name: 'Mixer', role: 'MIXING_ENGINEER' }] }],
    };
    let answer: ApiAnswer | undefined;
    const statements = await statementsOf(async () => {
      answer = await callApi(app, 'PATCH', `/releases/drafts/${release._id}`, { token: owner.token, payload });
    });
    expect(answer!.status, JSON.stringify(answer!.body)).toBe(200);
    expect(releaseRowReads(statements)).toHaveLength(2);
    expect(readsOf(statements).filter((sql) => sql.includes('from release_status_changes'))).toHaveLength(1);
    const stored = await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token });
    expect(answer!.body).toEqual(stored.body);
    expect(answer!.body).toMatchObject({ title: 'Written once', contributors: [{ name: 'Some Producer', role: 'PRODUCER' }] });
  });

  it('answers the copyright label and a new cover the same way, and the replaced cover is no longer owned', async () => {
    const { body: release } = await createSingle(app, owner);
    const asStored = async () => (await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).body;
    let label: ApiAnswer | undefined;
    const labelStatements = await statementsOf(async () => {
      label = await callApi(app, 'PATCH', `/releases/drafts/${release._id}/copyright`, { token: owner.token, payload: { label: 'Once Ltd' } });
    });
    expect(releaseRowReads(labelStatements)).toHaveLength(2);
    expect(label!.body).toEqual(await asStored());

    const form = releaseForm({ coverArt: { bytes: await coverJpeg(3000, { r: 200, g: 30, b: 30 }), fileName: 'new.jpg', type: 'image/jpeg' } });
    let cover: ApiAnswer | undefined;
    const coverStatements = await statementsOf(async () => {
      cover = await callApi(app, 'PUT', `/releases/drafts/${release._id}/cover`, { token: owner.token, payload: form.payload, headers: form.headers });
    });
    expect(cover!.status, JSON.stringify(cover!.body)).toBe(200);
    expect(releaseRowReads(coverStatements)).toHaveLength(2);
    expect(cover!.body.coverArt.location).not.toBe(release.coverArt.location);
    expect(cover!.body).toEqual(await asStored());
    const { rows } = await app.db.query<{ storage_key: string }>('select storage_key from release_files where release_id = $1 and kind = $2', [release._id, 'COVER']);
    expect(rows.map((row) => row.storage_key)).toEqual([cover!.body.coverArt.location]);
  });

  it('answers a move (submit, approve) from what the move stored, its history line included', async () => {
    const { body: release } = await createSingle(app, owner);
    const asStored = async () => (await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).body;
    for (const [path, token, to] of [
      ['submit', owner.token, 'PENDING'],
      ['approve', admin.token, 'APPROVED'],
    ] as const) {
      let moved: ApiAnswer | undefined;
      const statements = await statementsOf(async () => {
        moved = await callApi(app, 'POST', `/releases/${release._id}/${path}`, { token, payload: path === 'approve' ? { reason: 'Checks out.' } : undefined });
      });
      expect([moved!.status, moved!.body.status], JSON.stringify(moved!.body)).toEqual([200, to]);
      expect(releaseRowReads(statements)).toHaveLength(2);
      expect(moved!.body).toEqual(await asStored());
    }
    const stored = await asStored();
    expect(stored.history.map((change: { to: string; byName: string }) => [change.to, change.byName])).toEqual([
      ['DRAFT', expect.any(String)],
      ['PENDING', expect.any(String)],
      ['APPROVED', 'Ada Admin'],
    ]);
  });
});
