import type { Queryable } from '../../db/index.js';
import { type Page, pageWindow, selectPage } from '../../db/paging.js';
import type { components } from '../../generated/openapi.js';
import { likePattern } from '../sql.js';

type ActivityEvent = components['schemas']['EmailActivityEvent'];
export type EventType = components['schemas']['EmailEventType'];

interface EventRow {
  id: string;
  type: EventType;
  at: Date;
  url: string | null;
  bounce_type: 'hard' | 'soft' | null;
  reason: string | null;
  subscriber_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  campaign_subject: string | null;
  campaign_status: components['schemas']['EmailCampaignStatus'] | null;
  campaign_sent_at: Date | null;
}

const EVENT_FROM = `from email_events e
  join email_subscribers s on s.id = e.subscriber_id
  left join email_campaigns c on c.id = e.campaign_id`;
const EVENT_COLUMNS = `e.id, e.type, e.at, e.url, e.bounce_type, e.reason, s.id as subscriber_id, s.email, s.first_name, s.last_name,
  c.id as campaign_id, c.name as campaign_name, c.subject as campaign_subject, c.status as campaign_status, c.sent_at as campaign_sent_at`;

function toEvent(row: EventRow): ActivityEvent {
  return {
    _id: row.id,
    type: row.type,
    at: row.at.toISOString(),
    subscriber: { _id: row.subscriber_id, email: row.email, firstName: row.first_name, lastName: row.last_name },
    campaign: row.campaign_id
      ? { _id: row.campaign_id, name: row.campaign_name!, subject: row.campaign_subject, status: row.campaign_status!, sentAt: row.campaign_sent_at?.toISOString() ?? null }
      : null,
    url: row.url,
    bounceType: row.bounce_type,
    reason: row.reason,
  };
}

export interface ActivityQuery {
  page?: number;
  limit?: number;
  type?: EventType;
  campaignId?: string;
  subscriberId?: string;
  search?: string;
  from?: string;
  to?: string;
}

/** Email events, newest first. */
export async function listActivity(db: Queryable, query: ActivityQuery): Promise<Page<ActivityEvent>> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (query.type) add('e.type = ?', query.type);
  if (query.campaignId) add('e.campaign_id = ?', query.campaignId);
  if (query.subscriberId) add('e.subscriber_id = ?', query.subscriberId);
  if (query.search?.trim()) add('s.email like ?', likePattern(query.search.trim()));
  if (query.from) add('e.at >= ?::timestamptz', query.from);
  if (query.to) add('e.at < ?::timestamptz', query.to);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return selectPage<EventRow, ActivityEvent>(
    db,
    { select: EVENT_COLUMNS, from: `${EVENT_FROM} ${where}`, params, order: 'e.at desc, e.id desc', view: (rows) => rows.map(toEvent) },
    pageWindow(query),
  );
}
