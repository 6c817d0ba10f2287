// The app's date styles (one per kind), so the assistant writes dates as the pages do.
import { formatDateKey } from '../../../src/shared/lib/dates/format-date.js';

const NUMBER = new Intl.NumberFormat('en-US');
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const count = (value: number) => NUMBER.format(value);
export const money = (amount: number) => MONEY.format(amount);
/** A moment's day in UTC (the server knows no reader's zone): "Nov 21, 2026". */
export const day = (iso: string) => formatDateKey(new Date(iso).toISOString().slice(0, 10));
/** A `YYYY-MM` month: "Nov 2026". */
export const month = (key: string) => formatDateKey(key);
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** "1 release", "3 releases"; `plural` for irregular words. */
export function noun(value: number, singular: string, plural = `${singular}s`): string {
  return `${count(value)} ${value === 1 ? singular : plural}`;
}

export const isAre = (value: number) => (value === 1 ? 'is' : 'are');

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const quoted = (text: string) => `\u201c${text}\u201d`;
