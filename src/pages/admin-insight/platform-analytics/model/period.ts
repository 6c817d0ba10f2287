import { lastDays } from '@/shared/lib/dates';
import type { Granularity } from '../api/admin-analytics-api';

export type PeriodPreset = '7d' | '30d' | '90d' | '12m' | 'custom';

export const PERIOD_PRESETS: readonly { value: PeriodPreset; label: string; days: number }[] = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: '12m', label: 'Last 12 months', days: 365 },
  { value: 'custom', label: 'Custom', days: 30 },
];

export const GRANULARITIES: readonly { value: Granularity; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** The longest range the server answers (it refuses longer ones). */
export const MAX_RANGE_DAYS = 366;

export interface AnalyticsPeriod {
  preset: PeriodPreset;
  from: string;
  to: string;
  days: number;
  granularity: Granularity;
  /** Why a custom period cannot be shown; nothing is fetched then. */
  problem: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const isPreset = (value: string | null): value is PeriodPreset => PERIOD_PRESETS.some((preset) => preset.value === value);
const isGranularity = (value: string | null): value is Granularity => GRANULARITIES.some((entry) => entry.value === value);
/** Days from `from` to `to`, both included. */
export const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Buckets that keep a chart readable: days up to a month, weeks up to four months, else months. */
export function defaultGranularity(days: number): Granularity {
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

/**
 * The period of the address (`?period=90d&granularity=week`, or `?period=custom&from=…&to=…`);
 * 30 days by day when it names none.
 */
export function periodFromSearch(params: URLSearchParams, today = new Date()): AnalyticsPeriod {
  const requested = params.get('period');
  const preset = isPreset(requested) ? requested : '30d';
  let range = lastDays(PERIOD_PRESETS.find((entry) => entry.value === preset)!.days, today);
  let problem: string | null = null;
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (DATE.test(from) && DATE.test(to)) range = { from, to };
    if (range.from > range.to) problem = 'The first day is after the last day. Choose a first day on or before the last one.';
    else if (daysOf(range.from, range.to) > MAX_RANGE_DAYS) problem = `Choose a period of at most ${MAX_RANGE_DAYS} days.`;
  }
  const days = daysOf(range.from, range.to);
  const asked = params.get('granularity');
  return { preset, ...range, days, granularity: isGranularity(asked) ? asked : defaultGranularity(days), problem };
}
