/*
 * The date styles of the product: one per kind, in the app and in the assistant's answers (the
 * server's assistant imports this module; it imports nothing, so it runs in both).
 *
 * | Kind                    | Style                   | Function                                          |
 * | ----------------------- | ----------------------- | ------------------------------------------------- |
 * | day                     | Nov 21, 2026            | `formatDateKey('2026-11-21')`, `formatMoment(iso)` |
 * | day in the current year | Nov 21                  | `formatDayInYear(value)` (another year: the day)  |
 * | month                   | Nov 2026                | `formatDateKey('2026-11')`                        |
 * | date-time               | Nov 21, 2026, 7:42 PM   | `formatMoment(iso, { withTime: true })`           |
 * | relative                | 3 minutes ago, just now | `formatRelative(iso)`                             |
 * | range                   | Nov 2025 to Oct 2026    | `formatDateRange(from, to)`                       |
 *
 * | release's own dates     | 11/21/2026              | `formatUsDate(iso, { zone: 'utc' })` (spec 2 §5)  |
 *
 * A release's own dates (release, original release, pre-order) are written as its form takes
 * them, spec 2 §5's MM/dd/yyyy; when it was submitted or changed is a moment like any other.
 *
 * Dates of the API are calendar days (`YYYY-MM-DD`) and months (`YYYY-MM`) in UTC: they are
 * formatted in UTC too, so no time zone moves them to the day before. Moments (ISO date-times)
 * are the reader's own day.
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
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

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

/**
 * A day where the year goes without saying: "Nov 21" in the current year (of `now`), else the
 * day with its year. Takes a day key (UTC) or a moment (the reader's day).
 */
export function formatDayInYear(value: string, now: Date = new Date()): string {
  const utc = DAY_KEY.test(value);
  const date = utc ? utcDate(value) : new Date(value);
  if (!date || Number.isNaN(date.getTime())) return value;
  const [year, month, day] = utc ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()] : [date.getFullYear(), date.getMonth(), date.getDate()];
  return year === now.getFullYear() ? `${MONTHS[month]} ${day}` : utc ? formatDateKey(value) : formatLocalDay(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/**
 * A moment relative to `now`: "just now" under a minute (or slightly ahead, from clock skew),
 * then "2 minutes ago", "3 hours ago", "4 days ago"; "unknown" for a missing or unreadable one.
 */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return 'unknown';
  const elapsed = now - at;
  relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
}
