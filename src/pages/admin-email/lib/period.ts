import { isDayKey } from '@/shared/lib/dates';

export { isDayKey };

/** The start of a day (UTC) as the API's date-time, for `from` (inclusive). */
export const startOfDay = (day: string | undefined): string | undefined => (isDayKey(day) ? `${day}T00:00:00.000Z` : undefined);

/** The start of the next day (UTC), for `to` (exclusive): the whole of `day` is in. */
export function endOfDay(day: string | undefined): string | undefined {
  if (!isDayKey(day)) return undefined;
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
