import { describe, expect, it } from 'vitest';
import { formatDateKey, formatMoment } from '../../../src/shared/lib/dates/format-date.js';
import { day, month } from './format.js';

describe("the assistant's dates", () => {
  it('are written as the pages write them: "Nov 21, 2026", "Nov 2026"', () => {
    expect(day('2026-11-21T09:30:00.000Z')).toBe('Nov 21, 2026');
    expect(month('2026-11')).toBe('Nov 2026');
    expect(day('2026-11-21T12:00:00.000Z')).toBe(formatMoment('2026-11-21T12:00:00.000Z'));
    expect(month('2025-01')).toBe(formatDateKey('2025-01'));
  });

  it('take the UTC day of a moment, whatever the server zone', () => {
    expect(day('2026-11-21T23:59:59.000Z')).toBe('Nov 21, 2026');
    expect(day('2026-11-22T00:00:00.000Z')).toBe('Nov 22, 2026');
  });
});
