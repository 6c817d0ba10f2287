import { randomBytes } from 'node:crypto';
import { rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatBytes } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import { finding, grade, verdictOf } from './grade.js';

export interface StorageFigures {
  path: string;
  freeBytes: number;
  totalBytes: number;
  /** Null when a file could be written there, else why not. */
  writeError: string | null;
}

export function judgeStorage(figures: StorageFigures, limits = THRESHOLDS.storage): Verdict {
  const freePercent = figures.totalBytes === 0 ? 0 : Math.round((figures.freeBytes / figures.totalBytes) * 1000) / 10;
  const spaceStatus = grade(freePercent, limits.freePercent, 'low');
  const findings = [
    ...finding(
      spaceStatus,
      `The disk is nearly full: ${formatBytes(figures.freeBytes)} free, ${freePercent} % (limit ${spaceStatus === 'down' ? limits.freePercent.down : limits.freePercent.degraded} %).`,
    ),
    ...finding(figures.writeError === null ? 'up' : 'down', `Files cannot be written in ${figures.path}: ${figures.writeError}`),
  ];
  return verdictOf(findings, `${formatBytes(figures.freeBytes)} free of ${formatBytes(figures.totalBytes)} (${freePercent} %); files can be written.`, {
    path: figures.path,
    freeBytes: figures.freeBytes,
    totalBytes: figures.totalBytes,
    freePercent,
    writable: figures.writeError === null,
  });
}

/** Disk space where `path` lives, and whether a small file can be written and removed there. */
export async function measureStorage(path: string): Promise<StorageFigures> {
  const stats = await statfs(path);
  let writeError: string | null = null;
  const probe = join(path, `.health-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, 'ok');
  } catch (error) {
    writeError = error instanceof Error ? error.message : String(error);
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
  return { path, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize, writeError };
}
