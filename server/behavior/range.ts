import { dayRange } from '../catalog/periods.js';
import { dayString } from '../catalog/synthetic-streams.js';

const DAY_MS = 86_400_000;
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const FIRST_DAY = Date.parse('0001-01-01T00:00:00Z') / DAY_MS;

/** A range of whole UTC days: `from`..`to` as day keys, and the instants [start, end) they cover. */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** from/to of the query (to defaults to today, from to 29 days before; at most 366 days; 400 otherwise). */
export function readDayRange(from: string | undefined, to: string | undefined): DayRange {
  const range = dayRange(from, to);
  // PostgreSQL has no year 0, and does not read the five-digit year of the day after 9999-12-31.
  const fromDay = Math.max(range.fromDay, FIRST_DAY);
  const toDay = Math.max(range.toDay, FIRST_DAY);
  const end = Math.min((toDay + 1) * DAY_MS, LAST_INSTANT);
  return { from: dayString(fromDay), to: dayString(toDay), start: new Date(fromDay * DAY_MS), end: new Date(end) };
}

export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let time = range.start.getTime(); time <= range.end.getTime() - 1; time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}
