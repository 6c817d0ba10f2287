import type { Queryable } from '../../db/index.js';
import { parseMessageToken, verifyMessageToken } from './tokens.js';

/** The 1×1 transparent GIF the open pixel answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface Recipient {
  campaign_id: string;
  subscriber_id: string;
}

/** The sent message a token (`<id>-<signature>`) names, when its signature holds. */
async function recipientOf(db: Queryable, token: string): Promise<Recipient | null> {
  const parsed = parseMessageToken(token);
  if (!parsed) return null;
  const { rows } = await db.query<Recipient & { tracking_secret: string }>(
    `select r.campaign_id, r.subscriber_id, c.tracking_secret from email_campaign_recipients r join email_campaigns c on c.id = r.campaign_id
      where r.id = $1 and r.status = 'sent'`,
    [parsed.recipientId],
  );
  const row = rows[0];
  return row && verifyMessageToken(parsed, row.tracking_secret) ? row : null;
}

async function record(db: Queryable, type: 'opened' | 'clicked', recipient: Recipient, url: string | null): Promise<void> {
  await db.query(`insert into email_events (type, subscriber_id, campaign_id, url) values ($1, $2, $3, $4)`, [type, recipient.subscriber_id, recipient.campaign_id, url]);
  await db.query('update email_subscribers set last_activity_at = now() where id = $1', [recipient.subscriber_id]);
}

/** Every open counts (uniques are counted by subscriber); an unknown token records nothing. */
export async function recordOpen(db: Queryable, token: string): Promise<void> {
  const recipient = await recipientOf(db, token);
  if (recipient) await record(db, 'opened', recipient, null);
}

/**
 * The stored target of a click token (`<message token>-<link position>`), recording the click;
 * null when unknown. The target always comes from the campaign's own links, never the request.
 */
export async function recordClick(db: Queryable, clickToken: string): Promise<string | null> {
  const match = /^(.+)-(\d{1,4})$/.exec(clickToken);
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
