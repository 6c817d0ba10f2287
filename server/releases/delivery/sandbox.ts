import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdapterHealth } from '../../health/adapter-health.js';
import type { Queryable } from '../../db/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FileStorage } from '../../storage/storage.js';
import { deliveryPayload, withDeliveryFiles } from '../release-delivery.js';
import { copyStoredFile } from './checksums.js';
import { enqueueReceipt, type LaterReceipt, receiptRunAt } from './receipts.js';
import type { DeliveryPartner, OutgoingDelivery } from './types.js';

export interface SandboxTimings {
  /** DELIVERY_SANDBOX_DELIVERED_MS: from the hand-over to the first receipt. Default 3000. */
  deliveredMs: number;
  /** DELIVERY_SANDBOX_ONLINE_MS: from the DELIVERED receipt to the ONLINE one, which never comes before the release date. Default 6000. */
  onlineMs: number;
}

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = { deliveredMs: 3000, onlineMs: 6000 };

export interface SandboxOptions extends SandboxTimings {
  /** Deliveries are written to `<root>/<releaseId>/<deliveryId>/`. */
  root: string;
  db: Queryable;
  storage: FileStorage;
  jobs: JobQueue;
  /** Now, for the hand-over's first receipt (tests set it). */
  clock?: () => Date;
}

/** The stores put a release online at the start of its release day (UTC); dates are kept at 12:00 UTC of the day. */
const onlineFrom = (releaseDate: string): string => `${releaseDate.slice(0, 10)}T00:00:00.000Z`;

/**
 * The receipts the sandbox sends for each delivery type, in order (the README's table): ONLINE
 * `onlineMs` after DELIVERED, and not before the release date.
 */
export function sandboxReceipts(type: OutgoingDelivery['delivery']['type'], timings: SandboxTimings, releaseDate: string | null = null): LaterReceipt[] {
  if (type === 'TAKEDOWN') return [{ status: 'TAKEN_DOWN', afterMs: timings.deliveredMs }];
  return [
    { status: 'DELIVERED', afterMs: timings.deliveredMs },
    { status: 'ONLINE', afterMs: timings.onlineMs, ...(releaseDate ? { notBefore: onlineFrom(releaseDate) } : {}) },
  ];
}

/**
 * The embedded delivery partner (server/releases/delivery/README.md): writes what a real partner
 * would receive into a folder — payload.json, delivery.json and copies of the cover and audio,
 * checksummed while they stream — and reports its receipts through the job queue on a fixed
 * schedule. The folder appears whole or not at all (written aside, then renamed).
 */
export function createSandboxPartner(options: SandboxOptions): DeliveryPartner {
  return {
    name: 'sandbox',
    async send({ delivery, release }) {
      const folder = join(options.root, release.id, delivery.id);
      const partial = `${folder}.partial`;
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial, { recursive: true });
      try {
        const envelope = {
          deliveryId: delivery.id,
          type: delivery.type,
          priority: delivery.priority,
          environment: delivery.environment,
          stores: delivery.stores,
          sentAt: delivery.createdAt.toISOString(),
        };
        await writeFile(join(partial, 'delivery.json'), `${JSON.stringify(envelope, null, 2)}\n`);
        // A takedown only names the release; the stores already have its files.
        if (delivery.type === 'TAKEDOWN') {
          const takedown = { releaseId: release.id, upc: release.values.upc, stores: delivery.stores };
          await writeFile(join(partial, 'payload.json'), `${JSON.stringify(takedown, null, 2)}\n`);
        } else {
          const files = await withDeliveryFiles(release, async (file) => ({
            url: file.name,
            ...(await copyStoredFile(options.db, options.storage, file.key, join(partial, file.name))),
          }));
          const payload = deliveryPayload(release, { files, stores: delivery.stores });
          await writeFile(join(partial, 'payload.json'), `${JSON.stringify(payload, null, 2)}\n`);
        }
        await rm(folder, { recursive: true, force: true });
        await rename(partial, folder);
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        throw error;
      }
      const [first, ...rest] = sandboxReceipts(delivery.type, options, release.values.releaseDate);
      const now = options.clock?.() ?? new Date();
      await enqueueReceipt(options.jobs, { deliveryId: delivery.id, status: first!.status, then: rest }, receiptRunAt(first!, now));
      return { partnerRef: `SANDBOX-${delivery.id}`, folder };
    },
    health: () => sandboxFolderHealth(options.root),
  };
}

/** The sandbox can deliver while a file can be written in its folder (created here if it is not yet). */
async function sandboxFolderHealth(root: string): Promise<AdapterHealth> {
  const probe = join(root, `.health-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(root, { recursive: true });
    await writeFile(probe, 'ok');
    return { mode: 'sandbox', reachable: true, message: 'Sandbox: deliveries are written to a folder on this server.', details: { folder: root } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { mode: 'sandbox', reachable: false, message: `Sandbox: the delivery folder cannot be written (${reason}).`, details: { folder: root } };
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
}
