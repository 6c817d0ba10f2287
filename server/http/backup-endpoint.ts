import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { packStage, removeStaleWorkDirs, stageSnapshot, workDir } from '../backup/archive.js';
import { BACKUP_KEY_HEADER, BACKUP_MESSAGES, BACKUP_PATH, backupKey } from '../backup/endpoint.js';
import { removeServerRecord, writeServerRecord } from '../backup/server-record.js';
import { IN_MEMORY } from '../db/index.js';
import type { PgliteDatabase } from '../db/pglite.js';
import { PUBLIC_BODY_LIMIT } from './api.js';
import { errorBody } from './errors.js';

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
    if (app.storage.kind === 'object') {
      request.log.warn(`the archive holds the database, not the files: they are in the bucket ${app.storage.bucket}, backed up by the object storage's own means`);
    }
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
