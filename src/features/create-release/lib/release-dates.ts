/** Spec 2 §5: dates shown MM/dd/yyyy, sent as the day at 12:00:00 (UTC). */
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `{year, month, day}` of a real MM/dd/yyyy date, else null. */
export function parseUsDate(text: string): { year: number; month: number; day: number } | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "11/25/2026" → "2026-11-25T12:00:00.000Z"; null when it is not a date. */
export function usDateToNoonIso(text: string): string | null {
  const parsed = parseUsDate(text);
  return parsed ? new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day, 12)).toISOString() : null;
}

/** The day of a date-time, as MM/dd/yyyy (UTC, where noon keeps it on its day). */
export function isoToUsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Today, MM/dd/yyyy in the user's calendar. */
export function todayUsDate(now = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}`;
}
