import { describe, expect, it } from 'vitest';
import { lastFullMonths, monthFrom } from './months.js';

describe('payout months', () => {
  it('default to the twelve last full months, leaving out the month in progress', () => {
    expect(lastFullMonths(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2025-11', to: '2026-10' });
  });

  it('cross the turn of the year', () => {
    expect(lastFullMonths(new Date('2026-01-15T00:00:00Z'))).toEqual({ from: '2025-01', to: '2025-12' });
    expect(lastFullMonths(new Date('2026-12-01T00:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('count in UTC at the edges of a month', () => {
    // The first instant of a month: the month before is the last full one.
    expect(lastFullMonths(new Date('2026-03-01T00:00:00Z'))).toEqual({ from: '2025-03', to: '2026-02' });
    // The last instant of a month: that month is still in progress.
    expect(lastFullMonths(new Date('2026-02-28T23:59:59.999Z'))).toEqual({ from: '2025-02', to: '2026-01' });
  });

  it('can ask for another number of months', () => {
    expect(lastFullMonths(new Date('2026-07-04T00:00:00Z'), 3)).toEqual({ from: '2026-04', to: '2026-06' });
  });

  it('step month by month', () => {
    expect(monthFrom(new Date('2026-01-31T00:00:00Z'), 1)).toBe('2026-02');
    expect(monthFrom(new Date('2026-01-31T00:00:00Z'), -12)).toBe('2025-01');
  });
});
