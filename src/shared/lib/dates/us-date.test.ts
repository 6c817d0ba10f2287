import { describe, expect, it } from 'vitest';
import { formatUsDate } from './us-date';

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
