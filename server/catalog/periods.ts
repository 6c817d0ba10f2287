import { dayRangeProblem } from '../../src/shared/neutral/index.js';
import { HttpError } from '../http/errors.js';
import { lastFullMonths } from './months.js';
import { dayNumber, dayString, todayNumber, utcDayNumber } from './synthetic-streams.js';

/**
 * The one rule from a period to the days it covers, for every figure of streams and earnings
 * (artist overview, payouts, analytics, the admin landing and admin analytics): two figures over
 * the same period read the same days, so they agree.
 */
export interface DayWindow {
  /** Day numbers (days since 1970-01-01, UTC), both included. */
  fromDay: number;
  toDay: number;
}

export const windowDates = ({ fromDay, toDay }: DayWindow) => ({ from: dayString(fromDay), to: dayString(toDay) });

/** from/to (YYYY-MM-DD): to defaults to today, from to 29 days before (the last 30 days); at most 366 days. */
export function dayRange(from: string | undefined, to: string | undefined, now = Date.now()): DayWindow {
  const toDay = to ? dayNumber(to) : todayNumber(now);
  const fromDay = from ? dayNumber(from) : toDay - 29;
  const problem = dayRangeProblem(fromDay, toDay);
  if (problem) throw new HttpError(400, problem);
  return { fromDay, toDay };
}

/**
 * The months `from`…`to` (YYYY-MM), from the first day of the first to the last day of the last;
 * by default the twelve last full months (`lastFullMonths`: the month in progress is left out).
 */
export function monthRange(from: string | undefined, to: string | undefined, now = new Date()): DayWindow & { fromMonth: string; toMonth: string } {
  const defaults = lastFullMonths(now);
  const fromMonth = from ?? defaults.from;
  const toMonth = to ?? defaults.to;
  if (fromMonth > toMonth) throw new HttpError(400, '`from` is after `to`');
  const [year, month] = toMonth.split('-').map(Number) as [number, number];
  // utcDayNumber(year, month, 0): the last day of toMonth (month is 1-based here, 0-based there).
  return { fromMonth, toMonth, fromDay: dayNumber(`${fromMonth}-01`), toDay: utcDayNumber(year, month, 0) };
}

/** The last full calendar month (the one before the month in progress). */
export function lastFullMonth(now = new Date()): DayWindow & { month: string } {
  const { toMonth } = monthRange(undefined, undefined, now);
  return { ...monthRange(toMonth, toMonth, now), month: toMonth };
}
