import type { Queryable } from '../../db/index.js';
import { orderBy, type Page, pageWindow, selectPage } from '../../db/paging.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { campaignMetrics, emptyMetrics } from '../analytics/metrics.js';
import { likePattern } from '../sql.js';
import { type Audience, countAudience } from './audience.js';

export type EmailCampaign = components['schemas']['EmailCampaign'];
export type CampaignInput = components['schemas']['EmailCampaignInput'];
type CampaignStatus = components['schemas']['EmailCampaignStatus'];

export const CAMPAIGN_MESSAGES = {
  notFound: 'Email campaign not found.',
  notEditable: 'Only a draft or a scheduled campaign can be edited.',
  kept: 'A campaign that is sending or was sent is kept for its analytics.',
  unknownList: (listId: string) => `Unknown email list ${listId}`,
  unknownSegment: (segmentId: string) => `Unknown email segment ${segmentId}`,
  unknownPost: (postId: string) => `Unknown post ${postId}`,
} as const;

/** The rules of a sendable campaign (send.ts states them for sending too). */
export const SENDABLE_MESSAGES = {
  noSubject: 'Add a subject before sending the campaign.',
  noContent: 'Add content before sending the campaign.',
  noAudience: 'Choose an audience (a list or a segment) before sending the campaign.',
} as const;

export interface CampaignRow {
  id: string;
  name: string;
  subject: string | null;
  preview_text: string | null;
  from_name: string | null;
  reply_to: string | null;
  content_format: 'markdown' | 'html';
  content: string | null;
  list_ids: string[];
  segment_id: string | null;
  post_id: string | null;
  user_audience: Audience['userAudience'];
  status: CampaignStatus;
  scheduled_at: Date | null;
  tracking_secret: string;
  materialized_at: Date | null;
  recipient_count: number | null;
  sent_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export const audienceOf = (row: Pick<CampaignRow, 'list_ids' | 'segment_id' | 'user_audience'>): Audience => ({
  listIds: row.list_ids,
  segmentId: row.segment_id,
  userAudience: row.user_audience,
});

export async function campaignRow(db: Queryable, campaignId: string): Promise<CampaignRow | null> {
  const { rows } = await db.query<CampaignRow>('select * from email_campaigns where id = $1', [campaignId]);
  return rows[0] ?? null;
}

export async function campaignRowOr404(db: Queryable, campaignId: string): Promise<CampaignRow> {
  const row = await campaignRow(db, campaignId);
  if (!row) throw new HttpError(404, CAMPAIGN_MESSAGES.notFound);
  return row;
}

async function progressOf(db: Queryable, campaignIds: string[]) {
  const progress = new Map<string, { total: number; sent: number; failed: number; pending: number }>();
  if (campaignIds.length === 0) return progress;
  const { rows } = await db.query<{ campaign_id: string; sent: number; failed: number; pending: number }>(
    `select campaign_id, count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
            count(*) filter (where status = 'pending')::int as pending
       from email_campaign_recipients where campaign_id = any($1::text[]) group by campaign_id`,
    [campaignIds],
  );
  for (const row of rows) progress.set(row.campaign_id, { total: row.sent + row.failed + row.pending, sent: row.sent, failed: row.failed, pending: row.pending });
  return progress;
}

async function creators(db: Queryable, userIds: string[]) {
  const { rows } = await db.query<{ id: string; email: string; first_name: string; last_name: string; photo_url: string | null }>(
    'select id, email, first_name, last_name, photo_url from users where id = any($1::text[])',
    [userIds],
  );
  return new Map(
    rows.map((row) => [row.id, { _id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() || row.email, photoURL: row.photo_url }]),
  );
}

export async function campaignViews(db: Queryable, rows: CampaignRow[]): Promise<EmailCampaign[]> {
  const ids = rows.map((row) => row.id);
  const [metrics, progress, users] = await Promise.all([
    campaignMetrics(db, ids),
    progressOf(db, ids),
    creators(db, [...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))]),
  ]);
  const views: EmailCampaign[] = [];
  for (const row of rows) {
    const started = row.materialized_at !== null;
    views.push({
      _id: row.id,
      name: row.name,
      subject: row.subject,
      previewText: row.preview_text,
      fromName: row.from_name,
      replyTo: row.reply_to,
      contentFormat: row.content_format,
      content: row.content,
      listIds: row.list_ids,
      segmentId: row.segment_id,
      postId: row.post_id,
      status: row.status,
      scheduledAt: row.scheduled_at?.toISOString() ?? null,
      sentAt: row.sent_at?.toISOString() ?? null,
      recipientCount: started ? (progress.get(row.id)?.total ?? 0) : row.status === 'draft' || row.status === 'scheduled' ? await countAudience(db, audienceOf(row)) : row.recipient_count,
      progress: started ? (progress.get(row.id) ?? { total: 0, sent: 0, failed: 0, pending: 0 }) : null,
      metrics: metrics.get(row.id) ?? emptyMetrics(),
      createdBy: row.created_by ? (users.get(row.created_by) ?? null) : null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    });
  }
  return views;
}

export async function getCampaign(db: Queryable, campaignId: string): Promise<EmailCampaign> {
  return (await campaignViews(db, [await campaignRowOr404(db, campaignId)]))[0]!;
}

const CAMPAIGN_ORDER = { latest: 'updated_at desc, id desc', oldest: 'updated_at, id', name: 'lower(name), id', sent: 'sent_at desc nulls last, id desc' } as const;

export async function listCampaigns(
  db: Queryable,
  query: { page?: number; limit?: number; search?: string; status?: CampaignStatus; sortBy?: keyof typeof CAMPAIGN_ORDER },
): Promise<Page<EmailCampaign>> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.search?.trim()) {
    params.push(likePattern(query.search.trim()));
    conditions.push(`(lower(name) like $${params.length} or lower(coalesce(subject, '')) like $${params.length})`);
  }
  if (query.status) {
    params.push(query.status);
    conditions.push(`status = $${params.length}`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return selectPage<CampaignRow, EmailCampaign>(
    db,
    {
      select: '*',
      from: `from email_campaigns ${where}`,
      params,
      order: orderBy(CAMPAIGN_ORDER, query.sortBy ?? 'latest'),
      view: (rows) => campaignViews(db, rows),
    },
    pageWindow(query),
  );
}

/** 422 for lists, a segment or a post that do not exist. */
async function checkReferences(db: Queryable, input: CampaignInput): Promise<void> {
  const listIds = input.listIds ?? [];
  if (listIds.length > 0) {
    const { rows } = await db.query<{ id: string }>('select id from email_lists where id = any($1::text[])', [listIds]);
    const unknown = listIds.find((id) => !rows.some((row) => row.id === id));
    if (unknown) throw new HttpError(422, CAMPAIGN_MESSAGES.unknownList(unknown));
  }
  if (input.segmentId) {
    const { rows } = await db.query('select 1 from email_segments where id = $1', [input.segmentId]);
    if (rows.length === 0) throw new HttpError(422, CAMPAIGN_MESSAGES.unknownSegment(input.segmentId));
  }
  if (input.postId) {
    const { rows } = await db.query('select 1 from posts where id = $1', [input.postId]);
    if (rows.length === 0) throw new HttpError(422, CAMPAIGN_MESSAGES.unknownPost(input.postId));
  }
}

/** A scheduled campaign keeps what sending needs (its audience is counted again when it starts). */
function checkStillSendable(input: CampaignInput): void {
  if (!input.subject?.trim()) throw new HttpError(422, SENDABLE_MESSAGES.noSubject);
  if (!input.content?.trim()) throw new HttpError(422, SENDABLE_MESSAGES.noContent);
  if ((input.listIds ?? []).length === 0 && !input.segmentId) throw new HttpError(422, SENDABLE_MESSAGES.noAudience);
}

function inputValues(input: CampaignInput): unknown[] {
  return [
    input.name.trim(),
    input.subject?.trim() || null,
    input.previewText?.trim() || null,
    input.fromName?.trim() || null,
    input.replyTo?.trim() || null,
    input.contentFormat ?? 'markdown',
    input.content ?? null,
    input.listIds ?? [],
    input.segmentId ?? null,
    input.postId ?? null,
  ];
}

export async function createCampaign(
  db: Queryable,
  input: CampaignInput,
  createdBy: string,
  extra: { userAudience?: Audience['userAudience'] } = {},
): Promise<CampaignRow> {
  await checkReferences(db, input);
  const { rows } = await db.query<CampaignRow>(
    `insert into email_campaigns (name, subject, preview_text, from_name, reply_to, content_format, content, list_ids, segment_id, post_id, created_by, user_audience)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *`,
    [...inputValues(input), createdBy, extra.userAudience ?? null],
  );
  return rows[0]!;
}

export async function updateCampaign(db: Queryable, campaignId: string, input: CampaignInput): Promise<EmailCampaign> {
  const current = await campaignRowOr404(db, campaignId);
  if (current.status !== 'draft' && current.status !== 'scheduled') throw new HttpError(409, CAMPAIGN_MESSAGES.notEditable);
  await checkReferences(db, input);
  if (current.status === 'scheduled') checkStillSendable(input);
  const { rows } = await db.query(
    `update email_campaigns set name = $2, subject = $3, preview_text = $4, from_name = $5, reply_to = $6, content_format = $7, content = $8,
            list_ids = $9, segment_id = $10, post_id = $11, user_audience = null, updated_at = now()
      where id = $1 and status in ('draft', 'scheduled') returning id`,
    [campaignId, ...inputValues(input)],
  );
  if (rows.length === 0) throw new HttpError(409, CAMPAIGN_MESSAGES.notEditable);
  return getCampaign(db, campaignId);
}

/** Deletes a draft (or a canceled campaign), cancels a scheduled one; keeps the others (409). */
export async function deleteCampaign(db: Queryable, campaignId: string): Promise<'deleted' | 'canceled'> {
  const current = await campaignRowOr404(db, campaignId);
  if (current.status === 'scheduled') {
    const { rows } = await db.query(`update email_campaigns set status = 'canceled', updated_at = now() where id = $1 and status = 'scheduled' returning id`, [campaignId]);
    if (rows.length === 0) throw new HttpError(409, CAMPAIGN_MESSAGES.kept);
    return 'canceled';
  }
  const { rows } = await db.query(`delete from email_campaigns where id = $1 and status in ('draft', 'canceled') returning id`, [campaignId]);
  if (rows.length === 0) throw new HttpError(409, CAMPAIGN_MESSAGES.kept);
  return 'deleted';
}
