import { lastDays } from '@/shared/lib/dates';
import { listParam, listQuery, type ListParam } from '@/shared/lib/list-query';

export const RANGE_PRESETS = ['7', '30', '90'] as const;
export const RANGE_CHOICES = [...RANGE_PRESETS, 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export const RANGE_LABELS: Readonly<Record<RangeChoice, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom range',
};
export const DEFAULT_RANGE: RangeChoice = '30';
/** The contract refuses longer ranges. */
export const MAX_RANGE_DAYS = 366;
export const JOURNEY_PAGE_SIZE = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate: ListParam<string | undefined> = {
  parse: (raw) => (raw && ISO_DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined),
};

/** `?range=7|30|90|custom&from=YYYY-MM-DD&to=YYYY-MM-DD` (from/to only for `custom`). */
export const behaviorRangeSchema = listQuery({
  range: listParam.oneOf(RANGE_CHOICES, DEFAULT_RANGE),
  from: isoDate,
  to: isoDate,
});

/** The journey adds its page of sessions. */
export const journeyQuerySchema = listQuery({
  ...behaviorRangeSchema.shape,
  page: listParam.page(),
  limit: listParam.limit(JOURNEY_PAGE_SIZE, 50),
});

export interface DayRange {
  from: string;
  to: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The days a range choice stands for. A custom range keeps what it can of the address: a missing
 * end is today, a missing start 29 days before the end; ends given the wrong way round are
 * swapped, and a range past the contract's 366 days is cut to its last 366.
 */
export function resolveRange(
  { range, from, to }: { range: RangeChoice; from?: string; to?: string },
  today = new Date(),
): DayRange {
  if (range !== 'custom') return lastDays(Number(range), today);
  const end = to ?? lastDays(1, today).to;
  const start = from ?? lastDays(30, new Date(`${end}T00:00:00Z`)).from;
  const [first, last] = start <= end ? [start, end] : [end, start];
  if (dayNumber(last) - dayNumber(first) + 1 > MAX_RANGE_DAYS) {
    return { from: lastDays(MAX_RANGE_DAYS, new Date(`${last}T00:00:00Z`)).from, to: last };
  }
  return { from: first, to: last };
}
