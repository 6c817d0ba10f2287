import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../db/pglite.js';

/** DATA_DIR/server.json: the server running on this data directory, while it runs. */
export const SERVER_RECORD = 'server.json';

export interface ServerRecord {
  pid: number;
  /** The address and port it listens on (`0.0.0.0` and `::` are reached through loopback). */
  address: string;
  port: number;
  engine: 'pglite' | 'postgres';
  startedAt: string;
}

export function writeServerRecord(dataDir: string, record: ServerRecord): void {
  const file = join(dataDir, SERVER_RECORD);
  writeFileSync(`${file}.${record.pid}`, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(`${file}.${record.pid}`, file);
}

/** Removes the record if it is this process's (another server may have taken the directory since). */
export function removeServerRecord(dataDir: string, pid = process.pid): void {
  if (readServerRecord(dataDir)?.pid === pid) rmSync(join(dataDir, SERVER_RECORD), { force: true });
}

/**
 * The server running on `dataDir`, or null: no record, or one left by a killed process (its pid
 * dead, or reused by another process that does not hold the database's lock).
 */
export function runningServer(dataDir: string): ServerRecord | null {
  const record = readServerRecord(dataDir);
  if (!record || !isRunning(record.pid)) return null;
  return record.engine === 'postgres' || lockHolder(dataDir) === record.pid ? record : null;
}

function lockHolder(dataDir: string): number | null {
  try {
    return Number(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'));
  } catch {
    return null;
  }
}

function readServerRecord(dataDir: string): ServerRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(dataDir, SERVER_RECORD), 'utf8')) as Partial<ServerRecord>;
    return Number.isInteger(record.pid) && Number.isInteger(record.port) ? (record as ServerRecord) : null;
  } catch {
    return null;
  }
}

/** Where a client on this machine reaches a server listening on `address`. */
export function loopbackHost(address: string): string {
  if (address === '0.0.0.0' || address === '') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}
