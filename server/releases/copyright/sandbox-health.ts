import type { FastifyInstance } from 'fastify';
import type { AdapterHealth } from '../../health/adapter-health.js';

/**
 * The sandbox scans in this process from the stored audio: it can work while the file storage
 * answers. Its queue is the scans waiting or running (copyright_scans).
 */
export async function sandboxScannerHealth(app: FastifyInstance): Promise<AdapterHealth> {
  const { rows } = await app.db.query<{ queued: number; running: number; oldest_queued_seconds: number | null }>(
    `select count(*) filter (where status = 'QUEUED') as queued,
            count(*) filter (where status = 'RUNNING') as running,
            extract(epoch from now() - min(started_at) filter (where status = 'QUEUED'))::float8 as oldest_queued_seconds
       from copyright_scans where status in ('QUEUED', 'RUNNING')`,
  );
  const row = rows[0]!;
  const details = {
    scansQueued: Number(row.queued),
    scansRunning: Number(row.running),
    oldestQueuedScanSeconds: row.oldest_queued_seconds === null ? null : Math.round(Number(row.oldest_queued_seconds)),
  };
  try {
    await app.storage.probe();
  } catch (error) {
    return { mode: 'sandbox', reachable: false, message: `Sandbox: the stored audio cannot be read (${(error as Error).message}).`, details };
  }
  return { mode: 'sandbox', reachable: true, message: 'Sandbox: compares audio with the recordings of this catalogue, on this server.', details };
}
