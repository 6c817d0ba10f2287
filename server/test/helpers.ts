import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signFor } from '../accounts/sessions.js';
import { type User, userView } from '../accounts/user-view.js';
import { insertUser, type StoredRole } from '../accounts/users.js';
import { recordAcceptance } from '../agreements/acceptances.js';
import { AGREEMENT_TYPES, currentVersion } from '../agreements/texts.js';
import { type AppOptions, buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { signToken } from '../auth/tokens.js';
import { type Contract, loadContract, type Role } from '../contract/document.js';
import { IN_MEMORY } from '../db/index.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import type { OutboxMessage } from '../mail/outbox.js';
import { ensureSubscriber } from '../mail/subscribers.js';
import { CONTRACT_PATH, expectResponseMatchesContract } from './contract.js';
import { pooledTestDatabase } from './database-pool.js';

export { contractChecker, decodedBody, expectErrorResponse, expectMatchesSchema, expectResponseMatchesContract, expectStatedRule, FIXTURE_SPEC_PATH } from './contract.js';

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

/**
 * A migrated test database, in memory (reused within the worker once closed: `./database-pool`) or
 * in `dataDir` (its `pglite/` subdirectory, as the app does).
 */
export async function createTestDatabase(dataDir: string = IN_MEMORY) {
  if (dataDir === IN_MEMORY) return pooledTestDatabase(databaseTemplate);
  return openPglite(join(dataDir, 'pglite'), await databaseTemplate());
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

/**
 * A signed token as login issues them. The server accepts it only for an existing account on the
 * same token version (`mintToken({ sub: user._id })`); roles are the account's, whatever the token
 * says. Random subjects make tokens for accounts that do not exist (401).
 */
export function mintToken({
  roles = [],
  sub = randomObjectId(),
  ver = 0,
  expiresInSeconds,
  secret = TEST_AUTH_SECRET,
  now,
}: { roles?: Role[]; sub?: string; ver?: number; expiresInSeconds?: number; secret?: string; now?: number } = {}): string {
  return signToken({ sub, roles, ver }, secret, {
    ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }),
    ...(now === undefined ? {} : { now }),
  });
}

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  user: User;
  /** A valid token of the account (as login would answer). */
  token: string;
  email: string;
  password: string;
}

/** The field every sign-up payload carries: the current user agreement, accepted. */
export const ACCEPTED_USER_AGREEMENT = { acceptedUserAgreementVersion: currentVersion('USER_AGREEMENT') };

let userCount = 0;
const hashes = new Map<string, Promise<string>>();

/**
 * A real account in the app's database (verified email unless asked otherwise) and a token for
 * it. Roles other than USER must be asked for (`roles: ['ADMIN']`).
 */
export async function createUser(
  app: FastifyInstance,
  {
    roles = [],
    email = `user${++userCount}-${randomBytes(3).toString('hex')}@example.test`,
    password = TEST_PASSWORD,
    firstName = 'Test',
    lastName = `User ${userCount}`,
    verified = true,
    archived = false,
    isDistributed = false,
    isLabel = false,
    acceptedAgreements = true,
  }: {
    roles?: Role[];
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    verified?: boolean;
    archived?: boolean;
    isDistributed?: boolean;
    /** A label account (may verify several artists). */
    isLabel?: boolean;
    /** Whether the account has accepted the current agreements (as every sign-up and the first submission do). */
    acceptedAgreements?: boolean;
  } = {},
): Promise<TestUser> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  const record = await insertUser(app.db, {
    email,
    passwordHash: await hash,
    firstName,
    lastName,
    phoneNumber: '+1 212 555 0100',
    roles: roles.filter((role): role is StoredRole => role === 'ADMIN' || role === 'INVESTOR'),
    isDistributed,
    isLabel,
    emailVerified: verified,
    archived,
  });
  if (!record) throw new Error(`createUser: ${email} is already registered`);
  await ensureSubscriber(app.db, { email: record.email, firstName, userId: record.id });
  if (acceptedAgreements) {
    for (const type of AGREEMENT_TYPES) {
      await recordAcceptance(app.db, record.id, type, currentVersion(type), { ipAddress: '127.0.0.1', userAgent: null });
    }
  }
  return { user: await userView(app.db, record), token: signFor(app, record), email: record.email, password };
}

/** The messages of the outbox, newest first (from /dev/mailbox.json), only those to `to` when given. */
export async function readMailbox(app: FastifyInstance, to?: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  if (response.statusCode !== 200) throw new Error(`GET /dev/mailbox.json answered ${response.statusCode}`);
  return (JSON.parse(response.body) as { messages: OutboxMessage[] }).messages;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function randomObjectId(): string {
  return randomBytes(12).toString('hex');
}

// The contract check has validated the body already; tests read it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CheckedBody = any;

export interface ApiAnswer<Body = CheckedBody> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * One API call by path (`/auth/login`, without /api), its answer checked against the contract.
 * `ip` sets the client address (throttling is per address).
 */
export async function callApi<Body = CheckedBody>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  { payload, token, ip, headers = {} }: { payload?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<Body>> {
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const body = expectResponseMatchesContract(response, { method, path }) as Body;
  return { status: response.statusCode, body, headers: response.headers };
}

/** A multipart/form-data body with one file part (uploads of photos, covers, audio). */
export function multipartFile(field: string, bytes: Buffer, fileName: string, type: string) {
  const boundary = '----royalty-desk-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
