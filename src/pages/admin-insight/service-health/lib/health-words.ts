import { formatBytes, formatDuration } from '@/shared/lib/format';
import type { ServiceHealthCheck, ServiceHealthStatus } from '../api/service-health-api';

export const STATUS_WORDS: Record<ServiceHealthStatus, string> = { up: 'Up', degraded: 'Degraded', down: 'Down' };

export const OVERALL_WORDS: Record<ServiceHealthStatus, string> = {
  up: 'All services are up',
  degraded: 'Some services are degraded',
  down: 'Some services are down',
};

export function formatLatency(ms: number | null): string {
  if (ms === null) return 'No answer';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/** hh:mm:ss in the viewer's time zone. */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

type Details = ServiceHealthCheck['details'];
const num = (details: Details, key: string): number | null => (typeof details[key] === 'number' ? (details[key] as number) : null);
const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));
const age = (value: number | null) => (value === null ? 'none' : formatDuration(value, 'rough'));

/** The key figures of a check, in product words ("Queued 12 · oldest 3 min · failed in the last hour 0"). */
export function keyFigures(check: ServiceHealthCheck): string[] {
  const d = check.details;
  switch (check.name) {
    case 'api':
      if (num(d, 'rssBytes') === null) return [];
      return [
        `Event-loop delay ${formatLatency(num(d, 'eventLoopDelayP99Ms'))} (99th percentile)`,
        `memory ${formatBytes(num(d, 'rssBytes') ?? 0)}`,
        `heap ${num(d, 'heapUsedPercent') ?? '—'} % used`,
      ];
    case 'database':
      if (num(d, 'migrationFiles') === null) return typeof d.engine === 'string' ? [String(d.engine)] : [];
      return [
        `Round trip ${formatLatency(num(d, 'roundTripMs'))}`,
        `size ${formatBytes(num(d, 'sizeBytes') ?? 0)}`,
        `migrations ${count(num(d, 'migrationsApplied'))} of ${count(num(d, 'migrationFiles'))} applied`,
        String(d.engine ?? ''),
      ].filter(Boolean);
    case 'email_outbox':
      if (num(d, 'queued') === null) return [];
      return [
        `Queued ${count(num(d, 'queued'))}`,
        `oldest ${age(num(d, 'oldestQueuedSeconds'))}`,
        `failed in the last hour ${count(num(d, 'failedLastHour'))}`,
        d.mode === 'outbox' ? 'kept in the outbox (no mail server set)' : 'sent through the mail server',
      ];
    case 'storage':
      if (num(d, 'totalBytes') === null) return [];
      return [
        `Free ${formatBytes(num(d, 'freeBytes') ?? 0)} of ${formatBytes(num(d, 'totalBytes') ?? 0)} (${num(d, 'freePercent') ?? '—'} %)`,
        d.writable === true ? 'files can be written' : 'files cannot be written',
      ];
    case 'presence':
      if (num(d, 'usersOnline') === null) return [];
      return [`Users online ${count(num(d, 'usersOnline'))}`, `presence streams ${count(num(d, 'presenceStreams'))}`, `live event streams ${count(num(d, 'userEventStreams'))}`];
    case 'delivery_partner':
    case 'copyright_scan':
      if (num(d, 'due') === null) return [];
      return [
        d.mode === 'sandbox' ? 'Sandbox' : `Adapter ${String(d.adapter ?? '')}`,
        ...(num(d, 'scansQueued') !== null ? [`scans queued ${count(num(d, 'scansQueued'))}`, `running ${count(num(d, 'scansRunning'))}`] : []),
        `jobs due ${count(num(d, 'due'))}`,
        `failed in the last hour ${count(num(d, 'failedLastHour'))}`,
      ];
    case 'jobs':
      if (num(d, 'due') === null) return [];
      return [
        `Due ${count(num(d, 'due'))}`,
        `oldest waiting ${age(num(d, 'oldestDueSeconds'))}`,
        `running ${count(num(d, 'running'))}`,
        `failed in the last hour ${count(num(d, 'failedLastHour'))}`,
      ];
  }
}
