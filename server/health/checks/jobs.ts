import type { Queryable } from '../../db/index.js';
import type { AdapterHealth } from '../adapter-health.js';
import { formatDuration, plural } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import { type Finding, finding, grade, gradeAtLeast, verdictOf } from './grade.js';

export interface JobFigures {
  /** Queued and due now. */
  due: number;
  oldestDueSeconds: number | null;
  running: number;
  /** Running past their claim: the instance running them stopped. */
  stalled: number;
  failedLastHour: number;
}

function backlogFindings(figures: JobFigures, what: string, limits = THRESHOLDS.jobs): Finding[] {
  const oldest = figures.oldestDueSeconds === null ? null : Math.round(figures.oldestDueSeconds);
  const waitStatus = oldest === null ? 'up' : grade(oldest, limits.oldestDueSeconds);
  return [
    ...finding(
      waitStatus,
      `${what} wait: the oldest due job has waited ${formatDuration(oldest ?? 0)} (limit ${formatDuration(waitStatus === 'down' ? limits.oldestDueSeconds.down : limits.oldestDueSeconds.degraded)}).`,
    ),
    ...finding(gradeAtLeast(figures.failedLastHour, limits.failedLastHour), `${plural(figures.failedLastHour, 'job')} failed for good in the last hour.`),
  ];
}

function jobDetails(figures: JobFigures) {
  return {
    due: figures.due,
    oldestDueSeconds: figures.oldestDueSeconds === null ? null : Math.round(figures.oldestDueSeconds),
    running: figures.running,
    stalled: figures.stalled,
    failedLastHour: figures.failedLastHour,
  };
}

export function judgeJobs(figures: JobFigures, limits = THRESHOLDS.jobs): Verdict {
  const findings = [
    ...backlogFindings(figures, 'Background jobs', limits),
    ...finding(figures.stalled > 0 ? 'degraded' : 'up', `${plural(figures.stalled, 'job')} stopped with the instance running ${figures.stalled === 1 ? 'it' : 'them'}; ${figures.stalled === 1 ? 'it runs' : 'they run'} again once ${figures.stalled === 1 ? 'its' : 'their'} claim runs out.`),
  ];
  return verdictOf(findings, `${plural(figures.due, 'job')} due, ${figures.running} running, none failed in the last hour.`, jobDetails(figures));
}

export interface AdapterFigures {
  adapter: string;
  /** Null when the adapter cannot say. */
  health: AdapterHealth | null;
  jobs: JobFigures;
}

export function judgeAdapter(figures: AdapterFigures, limits = THRESHOLDS.jobs): Verdict {
  const { health } = figures;
  const details = { adapter: figures.adapter, mode: health?.mode ?? null, ...jobDetails(figures.jobs), ...health?.details };
  const findings = [
    ...(health === null ? [{ status: 'degraded' as const, message: `The adapter "${figures.adapter}" does not report whether it can work.` }] : []),
    ...finding(health && !health.reachable ? 'down' : 'up', health?.message ?? ''),
    ...backlogFindings(figures.jobs, 'Its jobs', limits),
  ];
  const backlog = figures.jobs.due === 0 ? 'no job waiting' : `${plural(figures.jobs.due, 'job')} due`;
  return verdictOf(findings, `${health?.message ?? ''} ${backlog[0]!.toUpperCase()}${backlog.slice(1)}.`.trim(), details);
}

/** The job queue's figures, of every kind or of `kinds` only. */
export async function measureJobs(db: Queryable, kinds: readonly string[] | null = null): Promise<JobFigures> {
  const { rows } = await db.query<{ due: number; oldest_due_seconds: number | null; running: number; stalled: number; failed_last_hour: number }>(
    `select count(*) filter (where state = 'queued' and run_at <= now()) as due,
            extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))::float8 as oldest_due_seconds,
            count(*) filter (where state = 'running') as running,
            count(*) filter (where state = 'running' and locked_until < now()) as stalled,
            count(*) filter (where state = 'failed') as failed_last_hour
       from jobs
      where (state in ('queued', 'running') or (state = 'failed' and finished_at > now() - interval '1 hour'))
        and ($1::text[] is null or kind = any($1::text[]))`,
    [kinds === null ? null : [...kinds]],
  );
  const row = rows[0]!;
  return {
    due: Number(row.due),
    oldestDueSeconds: row.oldest_due_seconds === null ? null : Math.max(0, Number(row.oldest_due_seconds)),
    running: Number(row.running),
    stalled: Number(row.stalled),
    failedLastHour: Number(row.failed_last_hour),
  };
}

/** Asks the adapter (when it can answer) and measures its jobs. */
export async function measureAdapter(adapter: string, ask: (() => Promise<AdapterHealth>) | null, db: Queryable, kinds: readonly string[]): Promise<AdapterFigures> {
  const [health, jobs] = await Promise.all([ask ? ask() : Promise.resolve(null), measureJobs(db, kinds)]);
  return { adapter, health, jobs };
}
