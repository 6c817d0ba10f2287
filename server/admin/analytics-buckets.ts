import { dayString } from '../catalog/synthetic-streams.js';

export type Granularity = 'day' | 'week' | 'month';

/** Day 0 (1970-01-01) was a Thursday: Monday is 0 here. */
const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/**
 * The buckets of fromDay…toDay (day numbers): their first days, and for each day of the range the
 * index of its bucket. The first bucket starts at fromDay even mid-week or mid-month; weeks start
 * on Monday, months on the 1st.
 */
export function bucketsOf(fromDay: number, toDay: number, granularity: Granularity): { starts: number[]; indexOfDay: (day: number) => number } {
  const starts: number[] = [];
  const index: number[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const opens = day === fromDay || granularity === 'day' || (granularity === 'week' ? weekday(day) === 0 : dayString(day).endsWith('-01'));
    if (opens) starts.push(day);
    index.push(starts.length - 1);
  }
  return { starts, indexOfDay: (day) => index[day - fromDay] ?? -1 };
}
