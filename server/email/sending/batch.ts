import type { Database } from '../../db/index.js';
import { newObjectId } from '../../db/ids.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OutboxMessage } from '../../mail/outbox.js';
import type { CampaignRow } from '../campaigns/store.js';
import { IS_SUBSCRIBED } from '../sql.js';
import { messageToken } from '../tracking/tokens.js';
import { buildTemplate, type CampaignTemplate, personalize, unsubscribeHeaders } from './render.js';

export interface PreparedCampaign {
  row: CampaignRow;
  template: CampaignTemplate;
  from: string;
  baseUrl: string;
}

/** The sender: the campaign's from name with the mailer's address. */
export function senderOf(mailerFrom: string, fromName: string | null): string {
  if (!fromName) return mailerFrom;
  const address = /<([^>]+)>/.exec(mailerFrom)?.[1] ?? mailerFrom.trim();
  return `"${fromName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export function prepareCampaign(row: CampaignRow, mailerFrom: string, baseUrl: string): PreparedCampaign {
  return {
    row,
    template: buildTemplate({ content: row.content ?? '', format: row.content_format, previewText: row.preview_text, tracked: true }),
    from: senderOf(mailerFrom, row.from_name),
    baseUrl,
  };
}

interface ClaimedRow {
  id: number;
  subscriber_id: string;
  email: string;
  subscriber_token: string;
  sendable: boolean;
}

/**
 * Sends up to `size` pending recipients of the campaign. Claiming the rows (FOR UPDATE SKIP
 * LOCKED, so instances share a campaign), writing their outbox rows and marking them sent is ONE
 * transaction: a process that dies midway rolls all of it back and the rows are pending again,
 * never sent twice. Addresses that unsubscribed (or left the campaign's lists) since the
 * audience was fixed are marked skipped. With SMTP the outbox rows are handed over after the
 * commit. Answers how many rows it settled (0: nothing left to claim).
 */
export async function sendBatch(db: Database, mailer: Mailer, campaign: PreparedCampaign, size: number): Promise<number> {
  const { row, template, from, baseUrl } = campaign;
  const delivers = mailer.delivers;
  const handed: OutboxMessage[] = [];
  const subscriberOf = new Map<string, string>();
  const settled = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ClaimedRow>(
      `select r.id, r.subscriber_id, s.email, s.token as subscriber_token,
              ${IS_SUBSCRIBED} and (cardinality($3::text[]) = 0 or exists (
                select 1 from email_list_members m where m.subscriber_id = s.id and m.subscribed and m.list_id = any($3::text[]))) as sendable
         from email_campaign_recipients r join email_subscribers s on s.id = r.subscriber_id
        where r.campaign_id = $1 and r.status = 'pending'
        order by r.id limit $2
        for update of r skip locked`,
      [row.id, size, row.list_ids],
    );
    if (rows.length === 0) return 0;
    const ids: number[] = [];
    const statuses: string[] = [];
    const outboxIds: (string | null)[] = [];
    const outbox = { id: [] as string[], to: [] as string[], text: [] as string[], html: [] as string[], headers: [] as string[] };
    for (const recipient of rows) {
      ids.push(recipient.id);
      if (!recipient.sendable) {
        statuses.push('skipped');
        outboxIds.push(null);
        continue;
      }
      const links = { baseUrl, messageToken: messageToken(recipient.id, row.tracking_secret), subscriberToken: recipient.subscriber_token, links: template.links };
      const id = newObjectId();
      const headers = { ...unsubscribeHeaders(baseUrl, recipient.subscriber_token, from), ...(row.reply_to ? { 'Reply-To': row.reply_to } : {}) };
      statuses.push('sent');
      outboxIds.push(id);
      outbox.id.push(id);
      outbox.to.push(recipient.email);
      outbox.text.push(personalize(template.text, links, false));
      outbox.html.push(personalize(template.html, links, true));
      outbox.headers.push(JSON.stringify(headers));
      subscriberOf.set(id, recipient.subscriber_id);
    }
    if (outbox.id.length > 0) {
      const { rows: written } = await tx.query<{ id: string; to_address: string; text_body: string; html_body: string; headers: Record<string, string>; created_at: Date }>(
        `insert into email_outbox (id, kind, to_address, from_address, subject, text_body, html_body, headers, status, campaign_id)
         select m.id, 'campaign', m.to_address, $6, $7, m.text_body, m.html_body, m.headers::jsonb, $8, $9
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as m(id, to_address, text_body, html_body, headers)
         returning id, to_address, text_body, html_body, headers, created_at`,
        [outbox.id, outbox.to, outbox.text, outbox.html, outbox.headers, from, row.subject ?? '', delivers ? 'sending' : 'kept', row.id],
      );
      if (delivers) {
        for (const message of written) {
          handed.push({
            id: message.id,
            kind: 'campaign',
            to: message.to_address,
            from,
            subject: row.subject ?? '',
            text: message.text_body,
            html: message.html_body,
            campaignId: row.id,
            headers: message.headers,
            status: 'sending',
            error: null,
            createdAt: message.created_at.toISOString(),
            sentAt: null,
          });
        }
      }
    }
    await tx.query(
      `update email_campaign_recipients r set status = v.status, outbox_id = v.outbox_id, sent_at = case when v.status = 'sent' then now() end
         from unnest($1::bigint[], $2::text[], $3::text[]) as v(id, status, outbox_id) where r.id = v.id`,
      [ids, statuses, outboxIds],
    );
    // Kept in the outbox (no SMTP), a message is delivered as far as this server can tell.
    await tx.query(
      `insert into email_events (type, subscriber_id, campaign_id)
       select t.type, r.subscriber_id, $2 from email_campaign_recipients r, unnest($3::text[]) as t(type)
        where r.id = any($1::bigint[]) and r.status = 'sent'`,
      [ids, row.id, delivers ? ['sent'] : ['sent', 'delivered']],
    );
    return rows.length;
  });
  for (const message of handed) {
    mailer.handOver(message, {
      onDelivered: async () => {
        await db.query(`insert into email_events (type, subscriber_id, campaign_id) values ('delivered', $1, $2)`, [subscriberOf.get(message.id), row.id]);
      },
      onFailed: async (reason) => {
        await db.query(`update email_campaign_recipients set status = 'failed', error = $3 where campaign_id = $1 and subscriber_id = $2`, [
          row.id,
          subscriberOf.get(message.id),
          reason.slice(0, 2000),
        ]);
      },
    });
  }
  return settled;
}

/**
 * A process that stopped while the SMTP server had a campaign message leaves its outbox row
 * `sending`: whether the server took it is unknown, and a duplicate is worse than a gap, so it is
 * not handed over again. Rows older than `staleMs` are marked failed (the recipient too).
 */
export async function failInterruptedHandOvers(db: Database, campaignId: string, staleMs = 10 * 60 * 1000): Promise<void> {
  await db.query(
    `with failed as (
       update email_outbox set status = 'failed', error = 'The server stopped while handing this message to the mail server; it is not sent again, to avoid a duplicate.'
        where campaign_id = $1 and status = 'sending' and created_at < now() - $2::double precision * interval '1 millisecond'
       returning id)
     update email_campaign_recipients set status = 'failed', error = 'Interrupted hand-over to the mail server'
      where campaign_id = $1 and status = 'sent' and outbox_id in (select id from failed)`,
    [campaignId, staleMs],
  );
}
