import type { Queryable } from '../../db/index.js';

/**
 * An `unsubscribed` event for the subscriber, counted for the latest campaign they were sent in
 * the last 30 days (the one the unsubscribe link most likely came from), else for none.
 */
export async function recordUnsubscribe(db: Queryable, subscriberId: string, reason: string | null = null): Promise<void> {
  await db.query(
    `insert into email_events (type, subscriber_id, campaign_id, reason)
     values ('unsubscribed', $1, (select r.campaign_id from email_campaign_recipients r
                                   where r.subscriber_id = $1 and r.status = 'sent' and r.sent_at > now() - interval '30 days'
                                   order by r.sent_at desc limit 1), $2)`,
    [subscriberId, reason],
  );
}
