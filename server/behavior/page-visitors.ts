import type { DayRange } from './range.js';

/** behavior_page_visitors.days: bit n (0 = leftmost) stands for day n + 1 of the year. */
const BITS = 366;

/** SQL: the bitmap with only the bit of the date expression `day` set. */
export const DAY_BIT = (day: string) => `set_bit(repeat('0', ${BITS})::bit(${BITS}), extract(doy from ${day})::int - 1, 1)`;

/** The years a range spans (one or two: a range is at most 366 days) with the bitmap of its days in each. */
export function rangeMasks(range: Pick<DayRange, 'from' | 'to'>): { year: number; mask: string }[] {
  const fromYear = Number(range.from.slice(0, 4));
  const toYear = Number(range.to.slice(0, 4));
  const masks: { year: number; mask: string }[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    const first = year === fromYear ? dayOfYear(range.from) : 1;
    const last = year === toYear ? dayOfYear(range.to) : dayOfYear(`${year}-12-31`);
    masks.push({ year, mask: Array.from({ length: BITS }, (_, index) => (index + 1 >= first && index + 1 <= last ? '1' : '0')).join('') });
  }
  return masks;
}

function dayOfYear(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(Number(date.slice(0, 4)), 0, 1)) / 86_400_000) + 1;
}
