import type { ServiceHealthPeriod, ServiceHealthStatus } from '../api/service-health-api';
import { formatClock, STATUS_WORDS } from './health-words';

export interface HistorySlot {
  from: number;
  /** Null when the server took no sample then. */
  period: ServiceHealthPeriod | null;
}

/** The quarter hours of the last 24 hours up to `now`, oldest first, each with its period when sampled. */
export function historySlots(periods: readonly ServiceHealthPeriod[], now: number, periodMinutes = 15, hours = 24): HistorySlot[] {
  const length = periodMinutes * 60_000;
  const count = Math.round((hours * 60) / periodMinutes);
  const last = Math.floor(now / length) * length;
  const byStart = new Map(periods.map((period) => [Date.parse(period.from), period]));
  return Array.from({ length: count }, (_, index) => {
    const from = last - (count - 1 - index) * length;
    return { from, period: byStart.get(from) ?? null };
  });
}

/** The strip in words, for those who cannot see it. */
export function describeHistory(periods: readonly ServiceHealthPeriod[]): string {
  if (periods.length === 0) return 'No history yet: the server samples once a minute.';
  const counts: Record<ServiceHealthStatus, number> = { up: 0, degraded: 0, down: 0 };
  for (const period of periods) counts[period.status] += 1;
  const total = periods.length;
  const quarterHours = `${total} quarter ${total === 1 ? 'hour' : 'hours'} sampled`;
  if (counts.up === total) return `Last 24 hours: up throughout (${quarterHours}).`;
  const parts = (['up', 'degraded', 'down'] as const).filter((status) => counts[status] > 0).map((status) => `${STATUS_WORDS[status].toLowerCase()} in ${counts[status]}`);
  const lastProblem = [...periods].reverse().find((period) => period.status !== 'up')!;
  return `Last 24 hours, ${quarterHours}: ${parts.join(', ')}. Last trouble at ${formatClock(lastProblem.from).slice(0, 5)} (${STATUS_WORDS[lastProblem.status].toLowerCase()}).`;
}
