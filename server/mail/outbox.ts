import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import { fieldsOf, type RowOf } from '../db/rows.js';

export type OutboxStatus = 'kept' | 'sending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part (campaign messages), or null for text-only mail. */
  html: string | null;
  campaignId: string | null;
  headers: Record<string, string>;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** An outbox row; its dates are ISO text in the message (the dev mailbox answers them as they are). */
type OutboxRow = Omit<RowOf<OutboxMessage>, 'created_at' | 'sent_at'> & { created_at: Date; sent_at: Date | null };

const COLUMNS = `id, kind, to_address as "to", from_address as "from", subject, text_body as text, html_body as html, campaign_id, headers, status, error,
  created_at, sent_at`;

const toMessage = (row: OutboxRow): OutboxMessage => fieldsOf(row);

export async function addToOutbox(
  db: Queryable,
  message: Pick<OutboxMessage, 'kind' | 'to' | 'from' | 'subject' | 'text' | 'headers' | 'status'> & { html?: string | null },
): Promise<OutboxMessage> {
  const { rows } = await db.query<OutboxRow>(
    `insert into email_outbox (id, kind, to_address, from_address, subject, text_body, html_body, headers, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [newObjectId(), message.kind, message.to, message.from, message.subject, message.text, message.html ?? null, JSON.stringify(message.headers), message.status],
  );
  return toMessage(rows[0]!);
}

export async function markDelivered(db: Queryable, id: string): Promise<void> {
  await db.query(`update email_outbox set status = 'sent', sent_at = now(), error = null where id = $1`, [id]);
}

export async function markFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(`update email_outbox set status = 'failed', error = $2 where id = $1`, [id, error]);
}

/** Newest first; only those to `to` when given. */
export async function listOutbox(db: Queryable, { to, limit = 200 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>(
    `select ${COLUMNS} from email_outbox
      where $1::text is null or to_address = $1
      order by created_at desc, id desc
      limit $2`,
    [to ?? null, limit],
  );
  return rows.map(toMessage);
}
