import type { Queryable } from '../../db/index.js';
import { recordOf, type RowOf } from '../../db/rows.js';
import type { DeliveryReceipt, DeliveryRecord, DeliveryRequest } from './types.js';

type DeliveryRow = RowOf<DeliveryRecord>;

const COLUMNS = 'id, release_id, type, priority, environment, stores, status, partner, partner_ref, folder, error, created_by, created_at, updated_at, receipts';

const record = (row: DeliveryRow) => recordOf<DeliveryRecord>(row);

export async function insertDelivery(
  tx: Queryable,
  delivery: Required<DeliveryRequest> & { releaseId: string; partner: string; createdBy: string | null },
): Promise<DeliveryRecord> {
  const { rows } = await tx.query<DeliveryRow>(
    `insert into deliveries (release_id, type, priority, environment, stores, partner, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [delivery.releaseId, delivery.deliveryType, delivery.priority, delivery.environment, delivery.stores, delivery.partner, delivery.createdBy],
  );
  return record(rows[0]!);
}

export async function loadDelivery(db: Queryable, id: string, { forUpdate = false } = {}): Promise<DeliveryRecord | null> {
  const { rows } = await db.query<DeliveryRow>(`select ${COLUMNS} from deliveries where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0] ? record(rows[0]) : null;
}

/** The release's newest delivery, or null. */
export async function latestDelivery(db: Queryable, releaseId: string): Promise<DeliveryRecord | null> {
  const { rows } = await db.query<DeliveryRow>(
    `select ${COLUMNS} from deliveries where release_id = $1 order by created_at desc, id desc limit 1`,
    [releaseId],
  );
  return rows[0] ? record(rows[0]) : null;
}

/** The partner took it. A receipt that arrived meanwhile keeps its status. */
export async function markSent(db: Queryable, id: string, { partnerRef, folder }: { partnerRef: string; folder: string | null }): Promise<void> {
  await db.query(
    `update deliveries set status = case when status = 'SENDING' then 'SENT' else status end,
       partner_ref = $2, folder = $3, updated_at = now() where id = $1`,
    [id, partnerRef, folder],
  );
}

export async function markFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(`update deliveries set status = 'FAILED', error = $2, updated_at = now() where id = $1`, [id, error]);
}

export async function addReceipt(tx: Queryable, id: string, receipt: DeliveryReceipt): Promise<void> {
  await tx.query(
    `update deliveries set status = $2, receipts = receipts || $3::jsonb, updated_at = now() where id = $1`,
    [id, receipt.status, JSON.stringify([receipt])],
  );
}

export interface FileChecksum {
  sha256: string;
  bytes: number;
}

export async function storedChecksum(db: Queryable, key: string): Promise<FileChecksum | null> {
  const { rows } = await db.query<{ sha256: string; bytes: number }>('select sha256, bytes from stored_file_checksums where storage_key = $1', [key]);
  return rows[0] ?? null;
}

export async function saveChecksum(db: Queryable, key: string, checksum: FileChecksum): Promise<void> {
  await db.query(
    'insert into stored_file_checksums (storage_key, sha256, bytes) values ($1, $2, $3) on conflict (storage_key) do nothing',
    [key, checksum.sha256, checksum.bytes],
  );
}
