/*
 * Dates of the API are calendar days (`YYYY-MM-DD`) and months (`YYYY-MM`) in UTC: they are
 * formatted in UTC too, so no time zone moves them to the day before.
 *
 * "Nov 25, 2026" and "Nov 2026" are put together here, as `Intl` writes them in en-US, rather than
 * by `Intl`: the dashboard's heading and the admin's artist table show dates in their first paint,
 * and the first `Intl` date formatter of a page loads the locale data: about 10 ms on a desktop,
 * four times that on a phone.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const formatUtc = (date: Date, unit: 'day' | 'month'): string =>
  `${MONTHS[date.getUTCMonth()]} ${unit === 'day' ? `${date.getUTCDate()}, ` : ''}${date.getUTCFullYear()}`;

const formatLocalDay = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

function utcDate(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(key);
  if (!match) return null;
  // setUTCFullYear takes years 0–99 as written (Date.UTC would read them as 1900–1999).
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1));
  return date;
}

/** "Nov 25, 2026" for `2026-11-25`, "Oct 2026" for `2026-10`; anything else as it is. */
export function formatDateKey(key: string): string {
  const date = utcDate(key);
  if (!date) return key;
  return formatUtc(date, key.length === 7 ? 'month' : 'day');
}

/** "Oct 27, 2026 to Nov 25, 2026", "Nov 2025 to Oct 2026". */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDateKey(from) : `${formatDateKey(from)} to ${formatDateKey(to)}`;
}

/** A UTC timestamp in seconds (as charts use) as a day or a month. */
export function formatTimestamp(seconds: number, unit: 'day' | 'month'): string {
  return formatUtc(new Date(seconds * 1000), unit);
}

// Made when first used (see above).
let localMomentFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment of the API (an ISO date-time) as the reader's own calendar day, "Nov 25, 2026", or
 * with `withTime` "Nov 25, 2026, 7:42 PM"; an unreadable value as it is.
 */
export function formatMoment(iso: string, { withTime = false }: { withTime?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return withTime
    ? (localMomentFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(date)
    : formatLocalDay(date);
}
