import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Queryable } from '../../db/index.js';
import { audienceCondition, AUDIENCE_FROM } from '../campaigns/audience.js';
import { audienceOf, type CampaignRow } from '../campaigns/store.js';
import { SqlParams } from '../sql.js';
import { buildTemplate } from './render.js';

/** Addresses written per statement: each holds the embedded database (main thread) ~0.1 s at most. */
const CHUNK = 5_000;

/**
 * Fixes the audience of a campaign that starts sending: INSERT … SELECT writes a pending row per
 * address in chunks of 5,000 by subscriber id, each its own statement with a turn of the event
 * loop between them, so requests keep being answered while 50,000 rows are written. The unique
 * (campaign, subscriber) key makes every step repeatable: a restart or a second instance in the
 * middle adds nobody twice. Then the content's links are stored for the click redirect and the
 * campaign becomes `sending` with its recipient count. False when the audience is gone (a deleted
 * segment).
 */
export async function materializeRecipients(db: Queryable, campaign: CampaignRow): Promise<boolean> {
  for (let after = ''; ; ) {
    const params = new SqlParams([campaign.id, after]);
    const condition = await audienceCondition(db, audienceOf(campaign), params);
    if (condition === null) return false;
    const { rows } = await db.query<{ last: string | null; written: number }>(
      `with chunk as (select s.id from ${AUDIENCE_FROM} where s.id > $2 and (${condition}) order by s.id limit ${CHUNK}),
            added as (insert into email_campaign_recipients (campaign_id, subscriber_id)
                      select $1, id from chunk on conflict (campaign_id, subscriber_id) do nothing)
       select max(id) as last, count(*)::int as written from chunk`,
      params.values,
    );
    if (rows[0]!.written < CHUNK) break;
    after = rows[0]!.last!;
    await yieldToEventLoop();
  }
  const { links } = buildTemplate({ content: campaign.content ?? '', format: campaign.content_format, previewText: null, tracked: true });
  if (links.length > 0) {
    await db.query(
      `insert into email_campaign_links (campaign_id, position, url)
       select $1, position - 1, url from unnest($2::text[]) with ordinality as link(url, position)
       on conflict do nothing`,
      [campaign.id, links],
    );
  }
  await db.query(
    `update email_campaigns set materialized_at = now(), status = 'sending', updated_at = now(),
            recipient_count = (select count(*) from email_campaign_recipients where campaign_id = $1)
      where id = $1`,
    [campaign.id],
  );
  return true;
}
