const utcFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const localFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/**
 * Spec 2 §5: dates are shown as MM/dd/yyyy. A calendar day the API sends as a date-time at
 * 12:00:00 UTC (a release date) reads the same everywhere in `utc`; a moment (last updated) is the
 * reader's own day in `local`. An unreadable value is returned as it is.
 */
export function formatUsDate(iso: string, { zone = 'local' }: { zone?: 'utc' | 'local' } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (zone === 'utc' ? utcFormat : localFormat).format(date);
}

/*
 * Spec 2 §5: a date typed as MM/dd/yyyy is sent as that day at 12:00:00 UTC, so the chosen day is
 * the same day in every time zone.
 */
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** `{year, month, day}` of a real MM/dd/yyyy day (from 1900), else null. */
export function parseUsDate(text: string): { year: number; month: number; day: number } | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "11/25/2026" → "2026-11-25T12:00:00.000Z"; null when it is not a real day. */
export function usDateToNoonIso(text: string): string | null {
  const parsed = parseUsDate(text);
  return parsed ? new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day, 12)).toISOString() : null;
}

/** The calendar day of a noon-UTC date-time as MM/dd/yyyy, for a form field ('' for none or unreadable). */
export function isoToUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Today, MM/dd/yyyy in the user's calendar. */
export function todayUsDate(now = new Date()): string {
  return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}`;
}
