import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type AppOptions, buildApp } from '../app.js';
import { signToken } from '../auth/tokens.js';
import { type Contract, loadContract, type Role } from '../contract/document.js';
import { IN_MEMORY } from '../db/index.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import { CONTRACT_PATH } from './contract.js';

export {
  CONTRACT_PATH,
  contractChecker,
  expectErrorResponse,
  expectResponseMatchesContract,
  FIXTURE_SPEC_PATH,
} from './contract.js';

export const TEST_AUTH_SECRET = 'test-only-secret-0123456789abcdef0123456789abcdef';

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data directory as a tarball. A fresh PGlite costs 3–4 s, one loaded
 * from a tarball well under 1 s: it is built once per migration set (cached in the temp directory,
 * shared by all test files) and loaded for each test database.
 */
export function databaseTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const migration of readMigrations()) hash.update(migration.version).update(migration.checksum);
  const file = join(tmpdir(), `royalty-desk-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const db = await openPglite(IN_MEMORY);
    await migrate(db, { warn: () => {} });
    const dump = await db.dumpDataDir();
    await db.close();
    // Written aside and renamed, so parallel test files never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

function pgliteVersion(): string {
  // The package does not export its package.json: find it above its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A migrated test database, in memory or in `dataDir` (its `pglite/` subdirectory, as the app does). */
export async function createTestDatabase(dataDir: string = IN_MEMORY) {
  return openPglite(dataDir === IN_MEMORY ? IN_MEMORY : join(dataDir, 'pglite'), await databaseTemplate());
}

/**
 * A ready app on a fresh migrated database (in memory unless `dataDir` is given), no logging,
 * tokens signed with TEST_AUTH_SECRET, the contract at CONTRACT_PATH. Close it after use.
 */
export async function createTestApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? IN_MEMORY;
  const app = await buildApp({
    logger: false,
    authSecret: TEST_AUTH_SECRET,
    contract: testContract(options.specPath ?? CONTRACT_PATH),
    database: options.database ?? (await createTestDatabase(dataDir)),
    ...options,
    dataDir,
  });
  await app.ready();
  return app;
}

const contracts = new Map<string, Contract>();

/** The contract at `specPath`, parsed once per test file. */
export function testContract(specPath: string = CONTRACT_PATH): Contract {
  let contract = contracts.get(specPath);
  if (!contract) {
    contract = loadContract(specPath);
    contracts.set(specPath, contract);
  }
  return contract;
}

/** A token as a later login will issue; roles other than USER must be asked for. */
export function mintToken({
  roles = [],
  sub = randomObjectId(),
  expiresInSeconds,
  secret = TEST_AUTH_SECRET,
  now,
}: { roles?: Role[]; sub?: string; expiresInSeconds?: number; secret?: string; now?: number } = {}): string {
  return signToken({ sub, roles }, secret, {
    ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }),
    ...(now === undefined ? {} : { now }),
  });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function randomObjectId(): string {
  return randomBytes(12).toString('hex');
}
