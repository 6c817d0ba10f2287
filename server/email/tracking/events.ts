import type { Queryable } from '../../db/index.js';

/** The 1×1 transparent GIF the open pixel answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface Recipient {
  campaign_id: string;
  subscriber_id: string;
}

async function recipientOf(db: Queryable, token: string): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(`select campaign_id, subscriber_id from email_campaign_recipients where token = $1 and status = 'sent'`, [token]);
  return rows[0] ?? null;
}

async function record(db: Queryable, type: 'opened' | 'clicked', recipient: Recipient, url: string | null): Promise<void> {
  await db.query(`insert into email_events (type, subscriber_id, campaign_id, url) values ($1, $2, $3, $4)`, [type, recipient.subscriber_id, recipient.campaign_id, url]);
  await db.query('update email_subscribers set last_activity_at = now() where id = $1', [recipient.subscriber_id]);
}

/** Every open counts (uniques are counted by subscriber); an unknown token records nothing. */
export async function recordOpen(db: Queryable, token: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(token)) return;
  const recipient = await recipientOf(db, token);
  if (recipient) await record(db, 'opened', recipient, null);
}

/**
 * The stored target of a click token (`<message token>-<link position>`), recording the click;
 * null when unknown. The target always comes from the campaign's own links, never the request.
 */
export async function recordClick(db: Queryable, clickToken: string): Promise<string | null> {
  const match = /^([0-9a-f]{32})-(\d{1,4})$/.exec(clickToken);
  if (!match) return null;
  const recipient = await recipientOf(db, match[1]!);
  if (!recipient) return null;
  const { rows } = await db.query<{ url: string }>('select url from email_campaign_links where campaign_id = $1 and position = $2', [
    recipient.campaign_id,
    Number(match[2]),
  ]);
  const url = rows[0]?.url;
  if (!url) return null;
  await record(db, 'clicked', recipient, url);
  return url;
}
