import type { Queryable } from '../../db/index.js';
import { formatDuration, plural } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import { finding, grade, gradeAtLeast, verdictOf } from './grade.js';

export interface OutboxFigures {
  /** SMTP_URL set: mail is handed to a mail server; else it is only kept in the outbox. */
  delivers: boolean;
  /** Outbox rows still with the mail server, plus campaign recipients still to send. */
  queued: number;
  /** Seconds the oldest of them has waited; null when none waits. */
  oldestQueuedSeconds: number | null;
  failedLastHour: number;
}

export function judgeOutbox(figures: OutboxFigures, limits = THRESHOLDS.emailOutbox): Verdict {
  const oldest = figures.oldestQueuedSeconds === null ? null : Math.round(figures.oldestQueuedSeconds);
  const oldestStatus = oldest === null ? 'up' : grade(oldest, limits.oldestQueuedSeconds);
  const findings = [
    ...finding(
      oldestStatus,
      `Mail is stuck: the oldest queued message has waited ${formatDuration(oldest ?? 0)} (limit ${formatDuration(oldestStatus === 'down' ? limits.oldestQueuedSeconds.down : limits.oldestQueuedSeconds.degraded)}).`,
    ),
    ...finding(gradeAtLeast(figures.failedLastHour, limits.failedLastHour), `${plural(figures.failedLastHour, 'message')} could not be sent in the last hour.`),
  ];
  const mode = figures.delivers ? 'Sent through the mail server' : 'No mail server is set (SMTP_URL): mail is kept in the outbox';
  const backlog = figures.queued === 0 ? 'nothing waiting' : `${plural(figures.queued, 'message')} queued, the oldest ${formatDuration(oldest ?? 0)}`;
  return verdictOf(findings, `${mode}; ${backlog}.`, {
    mode: figures.delivers ? 'smtp' : 'outbox',
    queued: figures.queued,
    oldestQueuedSeconds: oldest,
    failedLastHour: figures.failedLastHour,
  });
}

export async function measureOutbox(db: Queryable, delivers: boolean): Promise<OutboxFigures> {
  const { rows } = await db.query<{ handed_over: number; pending: number; oldest_seconds: number | null; failed_last_hour: number }>(
    `with handed_over as (
       select count(*) as count, min(created_at) as oldest from email_outbox where status = 'sending'
     ), campaigns as (
       select min(case when c.status = 'scheduled' then c.scheduled_at else coalesce(c.materialized_at, c.updated_at) end) as oldest
         from email_campaigns c
        where (c.status = 'sending' and (c.materialized_at is null
                 or exists (select 1 from email_campaign_recipients r where r.campaign_id = c.id and r.status = 'pending')))
           or (c.status = 'scheduled' and c.scheduled_at <= now())
     )
     select (select count from handed_over) as handed_over,
            (select count(*) from email_campaign_recipients where status = 'pending') as pending,
            extract(epoch from now() - least((select oldest from handed_over), (select oldest from campaigns)))::float8 as oldest_seconds,
            (select count(*) from email_outbox where status = 'failed' and created_at > now() - interval '1 hour') as failed_last_hour`,
  );
  const row = rows[0]!;
  return {
    delivers,
    queued: Number(row.handed_over) + Number(row.pending),
    oldestQueuedSeconds: row.oldest_seconds === null ? null : Math.max(0, Number(row.oldest_seconds)),
    failedLastHour: Number(row.failed_last_hour),
  };
}
