import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { list as listTar } from 'tar';
import { openPglite } from '../db/pglite.js';
import {
  AUTH_SECRET_FILE,
  DATABASE_DUMP,
  MANIFEST,
  MAX_DECOMPRESSION_RATIO,
  packStage,
  removeStaleWorkDirs,
  stageSnapshot,
  workDir,
} from './archive.js';
import { BACKUP_KEY_HEADER, BACKUP_PATH, backupKey } from './endpoint.js';
import { loopbackHost, runningServer, type ServerRecord } from './server-record.js';

export interface BackupResult {
  file: string;
  bytes: number;
  /** `server`: taken by the running server; `direct`: no server ran, the data directory was opened. */
  via: 'server' | 'direct';
}

const REQUEST_TIMEOUT_MS = 10 * 60_000;
// The archive holds password hashes and the token secret: readable by its owner only, as DATA_DIR.
const PRIVATE = 0o600;

/**
 * Writes a backup of `dataDir` (database, uploads, auth secret) to `out`: asked of the server
 * running on it (PGlite admits one process per directory), else taken from the directory itself.
 * The file appears only when complete and readable.
 */
export async function backup({
  dataDir,
  out,
  authSecret,
}: {
  dataDir: string;
  out: string;
  /** AUTH_SECRET, when the server was started with one; else DATA_DIR/auth-secret is read. */
  authSecret?: string | undefined;
}): Promise<BackupResult> {
  dataDir = resolve(dataDir);
  const file = resolve(out);
  const partial = `${file}.partial`;
  const server = runningServer(dataDir);
  if (!server && !existsSync(join(dataDir, 'pglite'))) throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  try {
    if (server) await downloadFrom(server, partial, authSecret || readAuthSecret(dataDir));
    else await takeDirectly(dataDir, partial);
    await checkArchive(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size, via: server ? 'server' : 'direct' };
}

function readAuthSecret(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, AUTH_SECRET_FILE), 'utf8').trim();
  } catch (error) {
    throw new Error(
      `Cannot read ${join(dataDir, AUTH_SECRET_FILE)} (${(error as NodeJS.ErrnoException).code}): run as the server's user, or with the AUTH_SECRET the server has.`,
    );
  }
}

async function downloadFrom(server: ServerRecord, partial: string, authSecret: string): Promise<void> {
  const response = await new Promise<IncomingMessage>((resolveResponse, reject) => {
    const request = httpRequest(
      {
        host: loopbackHost(server.address),
        port: server.port,
        method: 'POST',
        path: BACKUP_PATH,
        headers: { [BACKUP_KEY_HEADER]: backupKey(authSecret) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      resolveResponse,
    );
    request.once('timeout', () => request.destroy(new Error(`The server (process ${server.pid}) did not answer in time`)));
    request.once('error', reject);
    request.end();
  });
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not the error schema: show the text as it came
    }
    throw new Error(`The server on port ${server.port} (process ${server.pid}) refused the backup (${response.statusCode}): ${message}`);
  }
  await pipeline(response, createWriteStream(partial, { mode: PRIVATE }));
}

async function takeDirectly(dataDir: string, partial: string): Promise<void> {
  removeStaleWorkDirs(dataDir);
  // Takes the data directory's lock: a server starting meanwhile refuses, as does this if one holds it.
  const db = await openPglite(join(dataDir, 'pglite'));
  const stage = workDir(dataDir, 'backup');
  try {
    await stageSnapshot(db, { dataDir, uploadsDir: join(dataDir, 'uploads'), stage });
    await pipeline(packStage(stage), createWriteStream(partial, { mode: PRIVATE }));
  } finally {
    await db.close();
    await rm(stage, { recursive: true, force: true });
  }
}

/** Reads the whole archive back (a cut-off download fails the gzip check) and finds its parts. */
async function checkArchive(file: string): Promise<void> {
  const entries = new Set<string>();
  await listTar({ file, strict: true, maxDecompressionRatio: MAX_DECOMPRESSION_RATIO, onReadEntry: (entry) => entries.add(entry.path) });
  for (const required of [MANIFEST, DATABASE_DUMP]) {
    if (!entries.has(required)) throw new Error(`The backup came out incomplete: it has no ${required}`);
  }
}
