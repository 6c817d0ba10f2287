import { describe, expect, it } from 'vitest';
import { formatUsDate, isoToUsDate, parseUsDate, todayUsDate, usDateToNoonIso } from './us-date';

describe('formatUsDate', () => {
  it('shows a release day as MM/dd/yyyy in UTC, so no time zone moves it', () => {
    expect(formatUsDate('2026-03-07T12:00:00.000Z', { zone: 'utc' })).toBe('03/07/2026');
    expect(formatUsDate('2026-12-31T23:30:00.000Z', { zone: 'utc' })).toBe('12/31/2026');
  });

  it('shows a moment as the reader’s own day', () => {
    const moment = new Date(2026, 10, 25, 9, 5).toISOString();
    expect(formatUsDate(moment)).toBe('11/25/2026');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatUsDate('soon')).toBe('soon');
  });
});

describe('typed release dates', () => {
  it('sends a MM/dd/yyyy day as that day at 12:00:00 UTC and shows it back', () => {
    expect(usDateToNoonIso('02/29/2028')).toBe('2028-02-29T12:00:00.000Z');
    expect(usDateToNoonIso(' 12/04/2026 ')).toBe('2026-12-04T12:00:00.000Z');
    expect(isoToUsDate('2028-02-29T12:00:00.000Z')).toBe('02/29/2028');
    expect(isoToUsDate(null)).toBe('');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseUsDate('02/30/2027')).toBeNull();
    expect(parseUsDate('02/29/2027')).toBeNull();
    expect(parseUsDate('2027-02-01')).toBeNull();
    expect(usDateToNoonIso('13/01/2027')).toBeNull();
  });

  it('writes today in the user’s calendar', () => {
    expect(todayUsDate(new Date(2026, 10, 5))).toBe('11/05/2026');
  });
});
