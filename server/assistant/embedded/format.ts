const NUMBER = new Intl.NumberFormat('en-US');
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const count = (value: number) => NUMBER.format(value);
export const money = (amount: number) => MONEY.format(amount);
export const day = (iso: string) => DATE.format(new Date(iso));
export const month = (key: string) => MONTH.format(new Date(`${key}-01T00:00:00Z`));
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
