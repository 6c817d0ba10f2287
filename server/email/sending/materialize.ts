import type { Queryable } from '../../db/index.js';
import { audienceCondition, AUDIENCE_FROM } from '../campaigns/audience.js';
import { audienceOf, type CampaignRow } from '../campaigns/store.js';
import { SqlParams } from '../sql.js';
import { buildTemplate } from './render.js';

/**
 * Fixes the audience of a campaign that starts sending: one INSERT … SELECT writes a pending
 * row per address (the unique (campaign, subscriber) key: each address once, and a repeat of
 * this step adds nobody twice), and the content's links are stored for the click redirect.
 * Runs inside the transaction that moves the campaign to `sending`. False when the audience is
 * gone (a deleted segment).
 */
export async function materializeRecipients(tx: Queryable, campaign: CampaignRow): Promise<boolean> {
  const params = new SqlParams([campaign.id]);
  const condition = await audienceCondition(tx, audienceOf(campaign), params);
  if (condition === null) return false;
  await tx.query(
    `insert into email_campaign_recipients (campaign_id, subscriber_id)
     select $1, s.id from ${AUDIENCE_FROM} where ${condition}
      order by s.id
     on conflict (campaign_id, subscriber_id) do nothing`,
    params.values,
  );
  const { links } = buildTemplate({ content: campaign.content ?? '', format: campaign.content_format, previewText: null, tracked: true });
  if (links.length > 0) {
    await tx.query(
      `insert into email_campaign_links (campaign_id, position, url)
       select $1, position - 1, url from unnest($2::text[]) with ordinality as link(url, position)
       on conflict do nothing`,
      [campaign.id, links],
    );
  }
  await tx.query(
    `update email_campaigns set materialized_at = now(), status = 'sending', updated_at = now(),
            recipient_count = (select count(*) from email_campaign_recipients where campaign_id = $1)
      where id = $1`,
    [campaign.id],
  );
  return true;
}
