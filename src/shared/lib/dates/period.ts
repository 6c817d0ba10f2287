import { daysInRange, MAX_RANGE_DAYS } from '@/shared/neutral';
import { lastDays } from './last-days';

/**
 * A period in the address, one vocabulary for every analytics page:
 * `?period=<preset>` (the page's presets, e.g. `7d`, `30d`, `90d`, `12m`), or
 * `?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`. `from`/`to` count only with `custom`. Links made
 * before (`?range=7|30|90|custom` of behavioural analytics, `?range=30|90|180|365` of the artist's
 * dashboard) keep their meaning: `range=N` reads as the preset of N days, and the next change
 * writes `period`; so do days alone (`?from&to`), as a custom period.
 */
export const CUSTOM_PERIOD = 'custom';

export interface PeriodPreset {
  /** The address's value (`30d`), or `custom`. */
  value: string;
  label: string;
  /** The last N days, today included (none for `custom`). */
  days?: number;
}

export interface AddressPeriod {
  /** The preset in effect, or `custom`. */
  preset: string;
  from: string;
  to: string;
  /** Days from `from` to `to`, both included. */
  days: number;
  /** Why a custom period cannot be shown (nothing is fetched then), or null. */
  problem: string | null;
}

/** What a period control changes: a preset (its days replace `from`/`to`), or custom days. */
export interface PeriodChange {
  period: string;
  from?: string;
  to?: string;
}

/** Every period a page may offer, one label each: a page picks its presets from these (`periodPresets`). */
const PRESETS = {
  '7d': { label: 'Last 7 days', days: 7 },
  '30d': { label: 'Last 30 days', days: 30 },
  '90d': { label: 'Last 90 days', days: 90 },
  '180d': { label: 'Last 180 days', days: 180 },
  '12m': { label: 'Last 12 months', days: 365 },
  [CUSTOM_PERIOD]: { label: 'Custom range' },
} as const satisfies Record<string, Omit<PeriodPreset, 'value'>>;

export type PeriodValue = keyof typeof PRESETS;

/** A page's presets, in its order, from the one vocabulary. */
export const periodPresets = (...values: PeriodValue[]): readonly PeriodPreset[] => values.map((value) => ({ value, ...PRESETS[value] }));

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day. */
export const isDayKey = (value: string | null | undefined): value is string => !!value && DAY_KEY.test(value) && !Number.isNaN(Date.parse(value));

/**
 * `period`, else an old `range`: a number of days names the preset of as many days (`range=365` →
 * `12m`); else old days alone (`?from&to`, the analytics' links before `period`) are a custom period.
 */
function askedPreset(params: URLSearchParams, presets: readonly PeriodPreset[]): string | null {
  const legacy = params.get('range');
  if (!params.has('period') && !legacy && (params.has('from') || params.has('to'))) return CUSTOM_PERIOD;
  if (params.has('period') || !legacy || !/^\d+$/.test(legacy)) return params.get('period') ?? legacy;
  return presets.find((preset) => preset.days === Number(legacy))?.value ?? null;
}

/**
 * The period the address names among `presets`, else `fallback` (a preset's value). A custom
 * period keeps what it can: a missing end is today, a missing start 29 days before the end; one
 * backwards or over the 366 days the server answers has a `problem`.
 */
export function readPeriod(params: URLSearchParams, presets: readonly PeriodPreset[], fallback: string, today = new Date()): AddressPeriod {
  const asked = askedPreset(params, presets);
  const preset = presets.find((entry) => entry.value === asked) ?? presets.find((entry) => entry.value === fallback)!;
  if (preset.value !== CUSTOM_PERIOD) {
    const range = lastDays(preset.days ?? 30, today);
    return { preset: preset.value, ...range, days: preset.days ?? 30, problem: null };
  }
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const to = isDayKey(toParam) ? toParam : lastDays(1, today).to;
  const from = isDayKey(fromParam) ? fromParam : lastDays(30, new Date(`${to}T00:00:00Z`)).from;
  const days = daysInRange(from, to);
  const problem =
    from > to
      ? 'The first day is after the last day. Choose a first day on or before the last one.'
      : days > MAX_RANGE_DAYS
        ? `Choose a period of at most ${MAX_RANGE_DAYS} days.`
        : null;
  return { preset: CUSTOM_PERIOD, from, to, days, problem };
}

/** The address after a change of period: back to the first page, the old `range` gone, other parameters kept. */
export function withPeriod(current: URLSearchParams, change: PeriodChange): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('range');
  next.delete('page');
  next.set('period', change.period);
  for (const key of ['from', 'to'] as const) {
    const value = change.period === CUSTOM_PERIOD ? change[key] : undefined;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** `?period=…` (with the days of a custom one) for a link that keeps the period; '' for `fallback`. */
export function periodSearch(period: Pick<AddressPeriod, 'preset' | 'from' | 'to'>, fallback: string): string {
  if (period.preset === fallback) return '';
  return `?${withPeriod(new URLSearchParams(), { period: period.preset, from: period.from, to: period.to }).toString()}`;
}
