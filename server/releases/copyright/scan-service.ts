import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../auth/authorize.js';
import { HttpError } from '../../http/errors.js';
import { forgetOrphanFingerprints } from './audio-fingerprints.js';
import { type CopyrightMatch, type CopyrightScanStatus, type CopyrightScanView, ScanCancelled, ScanFailure } from './types.js';

export const SCAN_MESSAGES = {
  releaseNotFound: 'Release not found.',
  alreadyRunning: 'A copyright scan of this release is already running.',
  noAudio: 'This release has no audio to scan: add the audio of its tracks first.',
  notScanned: 'This release has not been scanned for copyright yet.',
  notQueued: 'The copyright scan could not be queued; start it again.',
  unexpected: 'The copyright scan stopped on an unexpected error; start it again, and tell the server’s operator if it fails again.',
} as const;

interface ScanRow {
  release_id: string;
  status: CopyrightScanStatus;
  started_at: Date;
  completed_at: Date | null;
  error: string | null;
  matches: CopyrightMatch[];
}

const SCAN_COLUMNS = 'release_id, status, started_at, completed_at, error, matches';

/** The contract's CopyrightScan: the matching release's id goes out as `releaseId`. */
function scanView(row: ScanRow): CopyrightScanView {
  return {
    releaseId: row.release_id,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    error: row.error,
    matches: row.matches.map(({ matchedReleaseId, ...match }) => ({ ...match, releaseId: matchedReleaseId })),
  };
}

async function assertReleaseWithAudio(app: FastifyInstance, releaseId: string): Promise<void> {
  const { rows } = await app.db.query<{ has_audio: boolean }>(
    `select r.audio_key is not null or exists (select 1 from release_tracks t where t.release_id = r.id and t.audio_key is not null) as has_audio
       from releases r where r.id = $1`,
    [releaseId],
  );
  if (!rows[0]) throw new HttpError(404, SCAN_MESSAGES.releaseNotFound);
  if (!rows[0].has_audio) throw new HttpError(409, SCAN_MESSAGES.noAudio);
}

async function assertRelease(app: FastifyInstance, releaseId: string): Promise<void> {
  const { rows } = await app.db.query('select 1 from releases where id = $1', [releaseId]);
  if (!rows[0]) throw new HttpError(404, SCAN_MESSAGES.releaseNotFound);
}

/** GET: the release's scan, 404 when it was never scanned (or its scan was discarded). */
export async function getScan(app: FastifyInstance, releaseId: string): Promise<CopyrightScanView> {
  await assertRelease(app, releaseId);
  const { rows } = await app.db.query<ScanRow>(`select ${SCAN_COLUMNS} from copyright_scans where release_id = $1`, [releaseId]);
  if (!rows[0]) throw new HttpError(404, SCAN_MESSAGES.notScanned);
  return scanView(rows[0]);
}

/**
 * POST: queues a new scan (replacing a finished one) and hands it to `app.copyrightScans.schedule`.
 * 409 while one is queued or running, and for a release without any audio.
 */
export async function startScan(app: FastifyInstance, caller: Caller, releaseId: string): Promise<CopyrightScanView> {
  await assertReleaseWithAudio(app, releaseId);
  // One statement, so two admins starting at once get one scan and one 409.
  const { rows } = await app.db.query<ScanRow>(
    `insert into copyright_scans (release_id, status, run_id, requested_by) values ($1, 'QUEUED', $2, $3)
     on conflict (release_id) do update
       set status = 'QUEUED', run_id = excluded.run_id, requested_by = excluded.requested_by, started_at = now(), completed_at = null, error = null, matches = '[]'
       where copyright_scans.status in ('COMPLETED', 'FAILED')
     returning ${SCAN_COLUMNS}`,
    [releaseId, randomBytes(12).toString('hex'), caller.userId],
  );
  if (!rows[0]) throw new HttpError(409, SCAN_MESSAGES.alreadyRunning);
  try {
    await app.copyrightScans.schedule(releaseId);
  } catch (error) {
    // Left QUEUED, the scan would refuse every new start with 409 and never run.
    await app.db.query(`update copyright_scans set status = 'FAILED', completed_at = now(), error = $2 where release_id = $1 and status = 'QUEUED'`, [
      releaseId,
      SCAN_MESSAGES.notQueued,
    ]);
    throw error;
  }
  return scanView(rows[0]);
}

/**
 * DELETE: cancels a queued or running scan (a run in progress then stores nothing), or discards a
 * finished one; answers which.
 */
export async function deleteScan(app: FastifyInstance, releaseId: string): Promise<'cancelled' | 'discarded'> {
  await assertRelease(app, releaseId);
  const { rows } = await app.db.query<{ status: CopyrightScanStatus }>('delete from copyright_scans where release_id = $1 returning status', [releaseId]);
  if (!rows[0]) throw new HttpError(404, SCAN_MESSAGES.notScanned);
  return rows[0].status === 'QUEUED' || rows[0].status === 'RUNNING' ? 'cancelled' : 'discarded';
}

/**
 * What became of a run: `completed` or `failed` (stored), `cancelled` (the scan was deleted, or
 * deleted and started anew, meanwhile: nothing stored), `interrupted` (the app is closing: the
 * scan stays RUNNING, and a job queue should try it again), `not-queued` (nothing to run).
 */
export type RunOutcome = 'completed' | 'failed' | 'cancelled' | 'interrupted' | 'not-queued';

/**
 * Runs the queued scan of `releaseId`: RUNNING, then COMPLETED with its matches or FAILED with
 * the reason. What a job handler calls: idempotent (a scan already finished, cancelled or never
 * queued is left alone; a RUNNING one left by a crash runs again), and a run whose scan was
 * cancelled or started anew meanwhile stores nothing (every write names the run it belongs to).
 */
export async function runScan(app: FastifyInstance, releaseId: string): Promise<RunOutcome> {
  const { rows } = await app.db.query<{ run_id: string }>(
    `update copyright_scans set status = 'RUNNING' where release_id = $1 and status in ('QUEUED', 'RUNNING') returning run_id`,
    [releaseId],
  );
  const runId = rows[0]?.run_id;
  if (!runId) return 'not-queued';
  const finish = async (status: 'COMPLETED' | 'FAILED', matches: CopyrightMatch[], error: string | null): Promise<RunOutcome> => {
    const stored = await app.db.query(
      `update copyright_scans set status = $3, completed_at = now(), matches = $4::jsonb, error = $5
        where release_id = $1 and run_id = $2 and status = 'RUNNING' returning 1`,
      [releaseId, runId, status, JSON.stringify(matches), error],
    );
    if (stored.rows.length === 0) return 'cancelled';
    return status === 'COMPLETED' ? 'completed' : 'failed';
  };
  const control = {
    isCancelled: async () =>
      app.copyrightScans.closing ||
      (await app.db.query(`select 1 from copyright_scans where release_id = $1 and run_id = $2 and status = 'RUNNING'`, [releaseId, runId])).rows.length === 0,
  };
  try {
    await forgetOrphanFingerprints(app);
    return await finish('COMPLETED', await app.copyrightScans.scanner.scanRelease(app, releaseId, control), null);
  } catch (error) {
    if (error instanceof ScanCancelled) return app.copyrightScans.closing ? 'interrupted' : 'cancelled';
    if (error instanceof ScanFailure) return finish('FAILED', [], error.message);
    app.log.error({ err: error, releaseId }, 'copyright scan failed');
    return finish('FAILED', [], SCAN_MESSAGES.unexpected);
  }
}
