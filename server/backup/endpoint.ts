import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { IN_MEMORY } from '../db/index.js';
import type { PgliteDatabase } from '../db/pglite.js';
import { PUBLIC_BODY_LIMIT } from '../http/api.js';
import { errorBody } from '../http/errors.js';
import { packStage, removeStaleWorkDirs, stageSnapshot, workDir } from './archive.js';
import { removeServerRecord, writeServerRecord } from './server-record.js';

/** Outside /api and the contract: only `npm run backup` on this machine calls it. */
export const BACKUP_PATH = '/internal/backup';
export const BACKUP_KEY_HEADER = 'x-backup-key';

export const BACKUP_MESSAGES = {
  notLocal: 'Backups are served only to callers on this machine.',
  badKey: 'Wrong backup key: run npm run backup with the DATA_DIR (and AUTH_SECRET) of this server.',
  postgres: 'This server keeps its data on a PostgreSQL server (DATABASE_URL): back it up with pg_dump.',
  busy: 'A backup is already being taken; try again when it is done.',
} as const;

/**
 * The key `npm run backup` proves it may read this data directory with: derived from the token
 * secret (DATA_DIR/auth-secret or AUTH_SECRET), which only the server's owner can read.
 */
export function backupKey(authSecret: string): string {
  return createHmac('sha256', authSecret).update('royalty-desk backup v1').digest('base64url');
}

/**
 * Lets `npm run backup` take a consistent snapshot from the running server (PGlite admits one
 * process per data directory, so the script cannot open it alongside): records the server in
 * DATA_DIR/server.json while it listens, and answers POST /internal/backup with the archive to
 * callers on this machine that hold the backup key. A reverse proxy on the same machine makes
 * every caller look local, hence the key as well.
 */
export function registerBackup(app: FastifyInstance, { authSecret }: { authSecret: string }): void {
  const dataDir = app.dataDir;
  if (dataDir === IN_MEMORY) return;
  const expectedKey = Buffer.from(backupKey(authSecret));
  let busy = false;

  app.addHook('onListen', async () => {
    const { address, port } = app.server.address() as AddressInfo;
    writeServerRecord(dataDir, { pid: process.pid, address, port, engine: app.db.engine, startedAt: new Date().toISOString() });
  });
  app.addHook('preClose', async () => {
    removeServerRecord(dataDir);
  });

  // Anyone may reach it before the key is checked, and it takes no body: the small limit of open operations.
  app.post(BACKUP_PATH, { bodyLimit: PUBLIC_BODY_LIMIT }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalCaller(request)) return reply.code(403).send(errorBody(403, BACKUP_MESSAGES.notLocal));
    const key = Buffer.from(String(request.headers[BACKUP_KEY_HEADER] ?? ''));
    if (key.length !== expectedKey.length || !timingSafeEqual(key, expectedKey)) {
      return reply.code(403).send(errorBody(403, BACKUP_MESSAGES.badKey));
    }
    if (app.db.engine !== 'pglite') return reply.code(409).send(errorBody(409, BACKUP_MESSAGES.postgres));
    if (busy) return reply.code(409).send(errorBody(409, BACKUP_MESSAGES.busy));
    busy = true;
    const stage = workDir(dataDir, 'backup');
    const done = () => {
      busy = false;
      void rm(stage, { recursive: true, force: true });
    };
    try {
      removeStaleWorkDirs(dataDir);
      await stageSnapshot(app.db as PgliteDatabase, { dataDir, uploadsDir: app.uploadsDir, stage });
    } catch (error) {
      done();
      throw error;
    }
    reply.raw.once('close', done); // sent, or the caller went away
    request.log.info('backup taken; sending the archive');
    return reply
      .type('application/gzip')
      .header('content-disposition', 'attachment; filename="royalty-desk-backup.tar.gz"')
      .send(packStage(stage));
  });
}

/**
 * A caller on this machine: connected through loopback, or to this machine's own address. The
 * socket's address, never X-Forwarded-For (TRUST_PROXY would let any caller claim loopback).
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const { remoteAddress = '', localAddress } = request.raw.socket;
  const remote = remoteAddress.replace(/^::ffff:/, '');
  return remote.startsWith('127.') || remote === '::1' || remoteAddress === localAddress;
}
