/*
 * Spec 2 §5: dates are shown as MM/dd/yyyy and sent as a date-time at 12:00:00 (UTC), so the
 * chosen day is the same day in every time zone.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "11/25/2026" for `2026-11-25T12:00:00.000Z`; '' for none or an unreadable value. */
export function toDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear(), 4)}`;
}

export const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `2026-11-25T12:00:00.000Z` for "11/25/2026"; null when the text is not a real MM/dd/yyyy day. */
export function fromDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}
