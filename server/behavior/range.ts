import { dayRange } from '../catalog/analytics.js';
import { dayString } from '../catalog/synthetic-streams.js';

const DAY_MS = 86_400_000;

/** A range of whole UTC days: `from`..`to` as day keys, and the instants [start, end) they cover. */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** from/to of the query (to defaults to today, from to 29 days before; at most 366 days; 400 otherwise). */
export function readDayRange(from: string | undefined, to: string | undefined): DayRange {
  const { fromDay, toDay } = dayRange(from, to);
  return { from: dayString(fromDay), to: dayString(toDay), start: new Date(fromDay * DAY_MS), end: new Date((toDay + 1) * DAY_MS) };
}

export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let time = range.start.getTime(); time < range.end.getTime(); time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}
