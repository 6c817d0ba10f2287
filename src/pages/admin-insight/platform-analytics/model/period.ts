import { periodPresets } from '@/shared/lib/dates';
import type { Granularity } from '../api/admin-analytics-api';

/** `?period=7d|30d|90d|12m|custom` (shared/lib/dates/period.ts); 30 days when it names none. */
export const PERIOD_PRESETS = periodPresets('7d', '30d', '90d', '12m', 'custom');
export const DEFAULT_PERIOD = '30d';

export const GRANULARITIES: readonly { value: Granularity; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const isGranularity = (value: string | null): value is Granularity => GRANULARITIES.some((entry) => entry.value === value);

/** Buckets that keep a chart readable: days up to a month, weeks up to four months, else months. */
export function defaultGranularity(days: number): Granularity {
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

/** `?granularity=…` of the address, else the buckets that suit the period's days. */
export const granularityOf = (asked: string | null, days: number): Granularity => (isGranularity(asked) ? asked : defaultGranularity(days));
