import { describe, expect, it } from 'vitest';
import { formatDateKey, formatDateRange, formatDayInYear, formatMoment, formatRelative, formatTimestamp } from './format-date';

describe('date formatting', () => {
  it('reads API days and months in UTC', () => {
    expect(formatDateKey('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatDateKey('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDateKey('2026-10')).toBe('Oct 2026');
  });

  it('takes the years 0–99 as written', () => {
    expect(formatDateKey('0050-03')).toBe('Mar 50');
  });

  it('writes days and months as Intl writes them in en-US', () => {
    const intlDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const intlMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const year of [1, 99, 999, 1970, 2024, 2026, 9999]) {
      for (let month = 0; month < 12; month += 1) {
        const key = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;
        const date = new Date(0);
        date.setUTCFullYear(year, month, 28);
        expect(formatDateKey(`${key}-28`)).toBe(intlDay.format(date));
        expect(formatDateKey(key)).toBe(intlMonth.format(date));
      }
    }
  });

  it('leaves what is not a date key as it is', () => {
    expect(formatDateKey('soon')).toBe('soon');
  });

  it('formats ranges', () => {
    expect(formatDateRange('2025-11', '2026-10')).toBe('Nov 2025 to Oct 2026');
    expect(formatDateRange('2026-11-25', '2026-11-25')).toBe('Nov 25, 2026');
  });

  it('formats chart timestamps by unit', () => {
    const seconds = Date.UTC(2026, 10, 1) / 1000;
    expect(formatTimestamp(seconds, 'day')).toBe('Nov 1, 2026');
    expect(formatTimestamp(seconds, 'month')).toBe('Nov 2026');
  });
});

describe('formatMoment', () => {
  it('writes the local day as Intl writes it in en-US', () => {
    const intlDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const year of [1, 99, 999, 1970, 2024, 2026, 9999]) {
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(2000, month, 28, 23, 30);
        date.setFullYear(year);
        expect(formatMoment(date.toISOString())).toBe(intlDay.format(date));
      }
    }
  });

  it('shows a moment as the local calendar day, with the time when asked', () => {
    const moment = new Date(2026, 10, 25, 19, 42).toISOString();
    expect(formatMoment(moment)).toBe('Nov 25, 2026');
    expect(formatMoment(moment, { withTime: true })).toBe('Nov 25, 2026, 7:42 PM');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatMoment('soon')).toBe('soon');
  });
});

describe('one date style per kind', () => {
  const now = new Date(2026, 10, 29, 12);

  it('a day in the current year goes without its year; another year keeps it', () => {
    expect(formatDayInYear('2026-11-21', now)).toBe('Nov 21');
    expect(formatDayInYear('2025-11-21', now)).toBe('Nov 21, 2025');
    expect(formatDayInYear(new Date(2026, 0, 2, 23, 30).toISOString(), now)).toBe('Jan 2');
    expect(formatDayInYear(new Date(2024, 6, 4, 8).toISOString(), now)).toBe('Jul 4, 2024');
    expect(formatDayInYear('not a day', now)).toBe('not a day');
  });

  it('a relative moment reads in words, "just now" under a minute or from a clock ahead', () => {
    const at = now.getTime();
    const ago = (ms: number) => new Date(at - ms).toISOString();
    expect(formatRelative(ago(30_000), at)).toBe('just now');
    expect(formatRelative(ago(-5_000), at)).toBe('just now');
    expect(formatRelative(ago(60_000), at)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 3_600_000), at)).toBe('3 hours ago');
    expect(formatRelative(ago(2 * 86_400_000), at)).toBe('2 days ago');
    expect(formatRelative(null, at)).toBe('unknown');
    expect(formatRelative('soon', at)).toBe('unknown');
  });

  it('day, month, date-time and range share the one month spelling', () => {
    const moment = new Date(2026, 10, 21, 19, 42).toISOString();
    expect(formatMoment(moment)).toBe('Nov 21, 2026');
    expect(formatDateKey('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDateKey('2026-11')).toBe('Nov 2026');
    expect(formatMoment(moment, { withTime: true })).toBe('Nov 21, 2026, 7:42 PM');
    expect(formatDateRange('2026-11-01', '2026-11-21')).toBe('Nov 1, 2026 to Nov 21, 2026');
  });
});
