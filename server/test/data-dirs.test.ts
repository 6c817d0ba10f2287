import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { bearer, createTestApp, expectResponseMatchesContract, testContract } from './helpers.js';
import { sampleUrl } from './sample-requests.js';

const root = mkdtempSync(join(tmpdir(), 'royalty-desk-data-'));
const dirA = join(root, 'a');
const dirB = join(root, 'b');
let a: FastifyInstance;
let b: FastifyInstance;

// authSecret: undefined → each app makes and keeps its own secret in its data dir, as in production.
beforeAll(async () => {
  [a, b] = await Promise.all([
    createTestApp({ dataDir: dirA, authSecret: undefined }),
    createTestApp({ dataDir: dirB, authSecret: undefined }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe('two servers with their own DATA_DIR', () => {
  it('do not share data', async () => {
    await a.db.exec(`create table throwaway (note text); insert into throwaway values ('only in a')`);
    expect((await a.db.query('select note from throwaway')).rows).toEqual([{ note: 'only in a' }]);
    expect((await b.db.query(`select to_regclass('throwaway') as present`)).rows).toEqual([{ present: null }]);
  });

  it('keep their uploads and auth secrets apart', async () => {
    expect(a.uploadsDir).toBe(join(dirA, 'uploads'));
    expect(statSync(b.uploadsDir).isDirectory()).toBe(true);
    expect(statSync(join(dirA, 'auth-secret')).mode & 0o777).toBe(0o600);
    const contract = testContract();
    const secured = contract.operations.find((operation) => operation.roles.includes('USER') && !operation.requestBody)!;
    const response = await b.inject({
      method: secured.method,
      url: sampleUrl(contract.document, secured),
      headers: bearer(a.tokens.sign({ sub: 'someone', roles: [] })),
    });
    expect(response.statusCode).toBe(401);
    expectResponseMatchesContract(response, secured);
  });

  it('refuse to share one data dir', async () => {
    await expect(buildApp({ dataDir: dirA, logger: false })).rejects.toThrow(/in use by process/);
  });

  it('find their data again after a restart', async () => {
    await a.close();
    a = await buildApp({ dataDir: dirA, logger: false, contract: testContract() });
    expect((await a.db.query('select note from throwaway')).rows).toEqual([{ note: 'only in a' }]);
  });
});
