import type { Queryable } from '../../db/index.js';

/**
 * An `unsubscribed` event for the subscriber, counted for the latest campaign they were sent in
 * the last 30 days (the one the unsubscribe link most likely came from), else for none. An
 * admin's change (`byAdmin`) is counted for no campaign.
 */
export async function recordUnsubscribe(db: Queryable, subscriberId: string, reason: string | null = null, { byAdmin = false } = {}): Promise<void> {
  await db.query(
    `insert into email_events (type, subscriber_id, campaign_id, reason)
     values ('unsubscribed', $1, case when not $3 then (select e.campaign_id from email_events e
                                   where e.subscriber_id = $1 and e.type = 'sent' and e.at > now() - interval '30 days'
                                   order by e.at desc limit 1) end, $2)`,
    [subscriberId, reason, byAdmin],
  );
}
