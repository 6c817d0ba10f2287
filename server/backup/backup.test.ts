import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.js';
import { callApi, createTestApp, createUser, type TestUser } from '../test/helpers.js';
import { backup } from './backup.js';
import { BACKUP_KEY_HEADER, BACKUP_MESSAGES, BACKUP_PATH, backupKey } from './endpoint.js';
import { restore } from './restore.js';
import { SERVER_RECORD } from './server-record.js';

const root = mkdtempSync(join(tmpdir(), 'royalty-desk-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app on `dataDir` as `npm start` runs it: its own auth secret in the directory, listening on loopback. */
async function startApp(dataDir: string): Promise<FastifyInstance> {
  const existing = existsSync(join(dataDir, 'pglite'));
  const app = await createTestApp({
    dataDir,
    authSecret: undefined,
    ...(existing ? { database: await openPglite(join(dataDir, 'pglite')) } : {}),
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function uploadPhoto(app: FastifyInstance, token: string): Promise<string> {
  const boundary = '----royalty-desk-backup-test';
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await callApi(app, 'POST', '/user/photo', {
    token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(answer.status).toBe(200);
  return answer.body.photoURL as string;
}

/** The restored app knows the account (its token still valid: the secret came along) and serves its photo. */
async function expectAccountAndPhoto(app: FastifyInstance, account: TestUser, photoUrl: string) {
  const me = await callApi(app, 'GET', '/user', { token: account.token });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: account.email, photoURL: photoUrl });
  const photo = await app.inject({ method: 'GET', url: photoUrl });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/webp');
}

// Each test opens PGlite three or four times (about a second each, more on a busy machine).
describe('npm run backup / npm run restore', { timeout: 90_000 }, () => {
  const source = join(root, 'source');
  const target = join(root, 'target');
  const archive = join(root, 'while-running.tar.gz');
  let account: TestUser;
  let photoUrl: string;

  it('backs up a running server (while it keeps writing) and restores into an empty directory', async () => {
    const app = await startApp(source);
    expect(JSON.parse(readFileSync(join(source, SERVER_RECORD), 'utf8'))).toMatchObject({ pid: process.pid, engine: 'pglite' });
    account = await createUser(app);
    photoUrl = await uploadPhoto(app, account.token);

    const writes = Array.from({ length: 20 }, (_, index) =>
      callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { lastName: `Writer ${index}` } }),
    );
    const result = await backup({ dataDir: source, out: archive });
    expect((await Promise.all(writes)).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(result).toMatchObject({ file: archive, via: 'server' });
    expect(result.bytes).toBeGreaterThan(1000);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(source).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    expect(await restore({ file: archive, dataDir: target })).toMatchObject({ previous: null, manifest: { authSecret: true } });
    expect(readFileSync(join(target, 'auth-secret'), 'utf8')).toBe(readFileSync(join(source, 'auth-secret'), 'utf8'));
    await expectAccountAndPhoto(await startApp(target), account, photoUrl);
  });

  it('opens the data directory itself when no server runs, and keeps the replaced data aside', async () => {
    const app = await startApp(source);
    await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { firstName: 'Offline' } });
    await app.close();
    expect(existsSync(join(source, SERVER_RECORD))).toBe(false);
    // An upload killed mid-way left its temporary file: no row names it, no backup takes it.
    mkdirSync(join(source, 'uploads', 'tmp'), { recursive: true });
    writeFileSync(join(source, 'uploads', 'tmp', 'upload-killed'), 'partial');

    const offline = join(root, 'offline.tar.gz');
    expect(await backup({ dataDir: source, out: offline })).toMatchObject({ via: 'direct' });
    const { previous } = await restore({ file: offline, dataDir: target });
    expect(previous).toMatch(/before-restore-/);
    expect(readdirSync(previous!).sort()).toEqual(['auth-secret', 'pglite', 'uploads']);
    expect(existsSync(join(target, 'uploads', 'tmp', 'upload-killed'))).toBe(false);

    const restored = await startApp(target);
    await expectAccountAndPhoto(restored, account, photoUrl);
    expect((await callApi(restored, 'GET', '/user', { token: account.token })).body.firstName).toBe('Offline');
  });

  it('refuses to restore over a running server, and a damaged backup changes nothing', async () => {
    const app = await startApp(target);
    await expect(restore({ file: archive, dataDir: target })).rejects.toThrow(/is running on .*stop it before restoring/);
    await app.close();

    const damaged = join(root, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(archive));
    truncateSync(damaged, Math.floor(readFileSync(archive).length / 2));
    const before = readdirSync(target).sort();
    await expect(restore({ file: damaged, dataDir: target })).rejects.toThrow();
    expect(readdirSync(target).sort()).toEqual(before);
    await expectAccountAndPhoto(await startApp(target), account, photoUrl);
  });

  it('serves the snapshot only to local callers with the key of the data directory', async () => {
    const app = await startApp(source);
    const key = backupKey(readFileSync(join(source, 'auth-secret'), 'utf8').trim());
    const remote = await app.inject({ method: 'POST', url: BACKUP_PATH, headers: { [BACKUP_KEY_HEADER]: key }, remoteAddress: '203.0.113.7' });
    expect([remote.statusCode, remote.json().message]).toEqual([403, BACKUP_MESSAGES.notLocal]);
    for (const headers of [{}, { [BACKUP_KEY_HEADER]: backupKey('another data directory’s secret, 32+ characters') }]) {
      const refused = await app.inject({ method: 'POST', url: BACKUP_PATH, headers });
      expect([refused.statusCode, refused.json().message]).toEqual([403, BACKUP_MESSAGES.badKey]);
    }
    const forwarded = await app.inject({
      method: 'POST',
      url: BACKUP_PATH,
      headers: { 'x-forwarded-for': '127.0.0.1', [BACKUP_KEY_HEADER]: key },
      remoteAddress: '203.0.113.7',
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('the scripts with DATABASE_URL', () => {
  const run = promisify(execFile);
  // Each starts a process of its own (through tsx): side by side, the two starts overlap.
  it.concurrent.for([
    ['backup', 'pg_dump'],
    ['restore', 'pg_restore'],
  ] as const)('npm run %s points to %s and fails', async ([command, tool], { expect }) => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', command, 'whatever.tar.gz'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', DATA_DIR: root },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(tool);
  });
});
