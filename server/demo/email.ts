import type { Queryable } from '../db/index.js';
import { APP_NAME } from '../version.js';

/** Fixed ids: the demo's links stay stable across fresh databases. */
export const DEMO_EMAIL = {
  labelListId: '66b4c0de0000000000000003',
  segmentId: '66b4e5000000000000000001',
  campaigns: {
    summer: '66b4e5000000000000000c01',
    royalties: '66b4e5000000000000000c02',
    draft: '66b4e5000000000000000c03',
    scheduled: '66b4e5000000000000000c04',
  },
  adminId: '66b4de000000000000000a01',
} as const;

const SUBSCRIBERS = 300;
const FIRST_NAMES = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Iris', 'Jonas', 'Mila', 'Theo', 'Nora', 'Felix', 'Sara', 'Hugo', 'Lucia', 'Kai', 'Ines', 'Ravi'];
const LAST_NAMES = ['Reed', 'Santos', 'Kim', 'Moreau', 'Novak', 'Okafor', 'Berg', 'Costa', 'Haddad', 'Lindqvist', 'Park', 'Rossi', 'Tanaka', 'Walsh', 'Young'];

// A fixed pseudo-random number 0–99 per subscriber number g and salt: deterministic demo figures.
const roll = (salt: number, g = 'g') => `((${g} * 7919 + ${salt} * 104729) % 100)`;
/** The id of demo subscriber number g (SQL). */
const SUBSCRIBER_ID = `'de' || lpad(to_hex(g), 22, '0')`;

/**
 * The email demo (issue #14): 300 subscribers with fake names at example.com spread over the
 * lists, a third list, the "Verified artists" segment, two sent campaigns with their recipients
 * and deterministic events (sent, delivered, opened, clicked, a few unsubscribes and bounces),
 * a draft, and a campaign scheduled in three days. Loaded once, never in production.
 */
export async function seedDemoEmail(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into email_lists (id, name, description, is_public, created_at)
     values ($1, 'Label newsletter', 'Monthly notes for labels: catalogue tools, releases and payouts.', true, now() - interval '90 days')
     on conflict do nothing`,
    [DEMO_EMAIL.labelListId],
  );
  await tx.query(
    `insert into email_subscribers (id, email, first_name, last_name, token, source, frequency, created_at, updated_at)
     select ${SUBSCRIBER_ID},
            lower(($2::text[])[1 + g % cardinality($2::text[])] || '.' || ($3::text[])[1 + (g * 7) % cardinality($3::text[])]) || g || '@example.com',
            ($2::text[])[1 + g % cardinality($2::text[])], ($3::text[])[1 + (g * 7) % cardinality($3::text[])],
            md5('demo-subscriber-' || g) || md5('demo-token-' || g),
            (array['import', 'admin', 'preferences', 'invite'])[1 + g % 4],
            (array['immediate', 'immediate', 'weekly', 'monthly'])[1 + (g * 3) % 4],
            now() - (g % 85 + 5) * interval '1 day', now() - (g % 85) * interval '1 day'
       from generate_series(1, $1::int) g
     on conflict do nothing`,
    [SUBSCRIBERS, FIRST_NAMES, LAST_NAMES],
  );
  const demo = `from generate_series(1, ${SUBSCRIBERS}) g join email_subscribers s on s.id = ${SUBSCRIBER_ID}`;
  // Product updates: everyone; Royalty insights: two in three; Label newsletter: two in five. A few left.
  await tx.query(
    `insert into email_list_members (list_id, subscriber_id, subscribed, source, subscribed_at, unsubscribed_at, updated_at)
     select l.list_id, s.id, ${roll(1)} >= 3, s.source, s.created_at, case when ${roll(1)} < 3 then now() - (g % 20) * interval '1 day' end, now()
       ${demo}
       cross join (values ('66b4c0de0000000000000001', 100), ('66b4c0de0000000000000002', 66), ($1, 40)) as l(list_id, share)
      where ${roll(2)} < l.share
     on conflict do nothing`,
    [DEMO_EMAIL.labelListId],
  );
  await tx.query(`update email_subscribers s set unsubscribed_all_at = now() - interval '3 days' where s.id in (select s.id ${demo} where ${roll(3)} = 0)`);
  await tx.query(`update email_subscribers s set suppressed = 'bounced', suppressed_at = now() - interval '19 days' where s.id in (select s.id ${demo} where ${roll(4)} = 1)`);
  // Counted at its first read (the accounts' verifications may come later in the seed).
  await tx.query(
    `insert into email_segments (id, name, description, match, rules, counted_at)
     values ($1, 'Verified artists', 'Artists with at least one verified streaming profile.', 'all',
             '[{"field": "userRole", "operator": "equals", "value": "ARTIST"}, {"field": "hasVerifiedIntegration", "operator": "equals", "value": true}]',
             'epoch')
     on conflict do nothing`,
    [DEMO_EMAIL.segmentId],
  );
  await seedSentCampaign(tx, {
    id: DEMO_EMAIL.campaigns.summer,
    name: 'Summer product update',
    subject: `New in ${APP_NAME}: faster payouts and a new catalogue view`,
    content:
      '# What is new this summer\n\nPayouts now arrive **two days sooner**, and the catalogue has a new view by release.\n\n' +
      '[See what changed](https://example.com/changelog) · [Read the payout guide](https://example.com/payouts)',
    listId: '66b4c0de0000000000000001',
    daysAgo: 20,
    links: ['https://example.com/changelog', 'https://example.com/payouts'],
    openShare: 48,
    clickShare: 14,
  });
  await seedSentCampaign(tx, {
    id: DEMO_EMAIL.campaigns.royalties,
    name: 'Label newsletter: unclaimed royalties',
    subject: 'Three ways to find unclaimed royalties',
    content: 'Hi,\n\nThis month: how to find **unclaimed mechanical royalties** in three steps.\n\n[Open the guide](https://example.com/unclaimed)',
    listId: DEMO_EMAIL.labelListId,
    daysAgo: 6,
    links: ['https://example.com/unclaimed'],
    openShare: 57,
    clickShare: 21,
  });
  await tx.query(
    `insert into email_campaigns (id, name, subject, content, list_ids, segment_id, status, created_by, created_at, updated_at)
     values ($1, 'Autumn release checklist', 'Your autumn release checklist', 'Plan your autumn releases:\n\n- Artwork\n- Credits\n- Release date',
             array[$2], null, 'draft', (select id from users where id = $4), now() - interval '2 days', now() - interval '1 day'),
            ($3, 'Verified artists: new analytics', 'New analytics for verified artists', 'Your streams now show **per-platform** trends. [Take a look](https://example.com/analytics)',
             '{}', $5, 'scheduled', (select id from users where id = $4), now() - interval '1 day', now() - interval '1 day')
     on conflict do nothing`,
    [DEMO_EMAIL.campaigns.draft, DEMO_EMAIL.labelListId, DEMO_EMAIL.campaigns.scheduled, DEMO_EMAIL.adminId, DEMO_EMAIL.segmentId],
  );
  await tx.query(`update email_campaigns set scheduled_at = now() + interval '3 days' where id = $1 and scheduled_at is null`, [
    DEMO_EMAIL.campaigns.scheduled,
  ]);
  await tx.query(
    `insert into jobs (kind, payload, run_at, unique_key, max_attempts)
     select 'email-campaign', jsonb_build_object('campaignId', id), scheduled_at, 'email-campaign:' || id, 20 from email_campaigns where id = $1
     on conflict do nothing`,
    [DEMO_EMAIL.campaigns.scheduled],
  );
}

interface SentCampaign {
  id: string;
  name: string;
  subject: string;
  content: string;
  listId: string;
  daysAgo: number;
  links: string[];
  /** Percent of recipients who open, and who click. */
  openShare: number;
  clickShare: number;
}

async function seedSentCampaign(tx: Queryable, campaign: SentCampaign): Promise<void> {
  const { rows } = await tx.query(
    `insert into email_campaigns (id, name, subject, content, list_ids, status, materialized_at, sent_at, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, array[$5], 'sent', now() - $6 * interval '1 day', now() - $6 * interval '1 day' + interval '4 minutes',
             (select id from users where id = $7), now() - ($6 + 2) * interval '1 day', now() - $6 * interval '1 day')
     on conflict do nothing returning id`,
    [campaign.id, campaign.name, campaign.subject, campaign.content, campaign.listId, campaign.daysAgo, DEMO_EMAIL.adminId],
  );
  if (rows.length === 0) return;
  await tx.query('insert into email_campaign_links (campaign_id, position, url) select $1, position - 1, url from unnest($2::text[]) with ordinality as l(url, position)', [
    campaign.id,
    campaign.links,
  ]);
  const sentAt = `now() - ${campaign.daysAgo} * interval '1 day' + (g % 240) * interval '1 second'`;
  await tx.query(
    `insert into email_campaign_recipients (campaign_id, subscriber_id, status, sent_at)
     select $1, s.id, 'sent', ${sentAt}
       from generate_series(1, ${SUBSCRIBERS}) g join email_subscribers s on s.id = ${SUBSCRIBER_ID}
       join email_list_members m on m.subscriber_id = s.id and m.list_id = $2 and m.subscribed
      where s.unsubscribed_all_at is null or s.unsubscribed_all_at > now() - $3 * interval '1 day'
      order by s.id`,
    [campaign.id, campaign.listId, campaign.daysAgo],
  );
  const recipients = `from email_campaign_recipients r join email_subscribers s on s.id = r.subscriber_id,
    lateral (select ('x' || right(s.id, 8))::bit(32)::int::bigint as g) n where r.campaign_id = $1`;
  const event = (type: string, condition: string, at: string, extra = 'null, null') =>
    tx.query(`insert into email_events (type, subscriber_id, campaign_id, url, reason, at) select '${type}', r.subscriber_id, $1, ${extra}, ${at} ${recipients} and ${condition}`, [
      campaign.id,
      ...(extra.includes('$2') ? [campaign.links] : []),
    ]);
  await event('sent', 'true', 'r.sent_at');
  await event('delivered', `s.suppressed is null`, `r.sent_at + interval '2 seconds'`);
  await event('bounced', `s.suppressed is not null`, `r.sent_at + interval '5 seconds'`);
  await event('opened', `s.suppressed is null and ${roll(campaign.daysAgo, 'n.g')} < ${campaign.openShare}`, `r.sent_at + (n.g % 47) * interval '1 hour' + interval '10 minutes'`);
  // a third of the openers come back
  await event('opened', `s.suppressed is null and ${roll(campaign.daysAgo, 'n.g')} < ${Math.floor(campaign.openShare / 3)}`, `r.sent_at + (n.g % 47 + 20) * interval '1 hour'`);
  await event(
    'clicked',
    `s.suppressed is null and ${roll(campaign.daysAgo, 'n.g')} < ${campaign.clickShare}`,
    `r.sent_at + (n.g % 47) * interval '1 hour' + interval '12 minutes'`,
    `($2::text[])[1 + n.g % cardinality($2::text[])], null`,
  );
  await event('unsubscribed', `s.unsubscribed_all_at is not null`, `r.sent_at + interval '3 hours'`, `null, 'Too many emails'`);
  await tx.query(
    `update email_subscribers s set last_activity_at = e.last from (select subscriber_id, max(at) as last from email_events where campaign_id = $1 and type in ('opened', 'clicked') group by subscriber_id) e
      where e.subscriber_id = s.id and (s.last_activity_at is null or s.last_activity_at < e.last)`,
    [campaign.id],
  );
  await tx.query(`update email_campaigns set recipient_count = (select count(*) from email_campaign_recipients where campaign_id = $1) where id = $1`, [campaign.id]);
}
