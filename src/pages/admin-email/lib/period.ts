const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export const isDayKey = (value: string | undefined): value is string => value !== undefined && DAY_KEY.test(value) && !Number.isNaN(Date.parse(value));

/** The start of a day (UTC) as the API's date-time, for `from` (inclusive). */
export const startOfDay = (day: string | undefined): string | undefined => (isDayKey(day) ? `${day}T00:00:00.000Z` : undefined);

/** The start of the next day (UTC), for `to` (exclusive): the whole of `day` is in. */
export function endOfDay(day: string | undefined): string | undefined {
  if (!isDayKey(day)) return undefined;
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
