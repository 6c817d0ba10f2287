import { describe, expect, it } from 'vitest';
import { lastDaysChange } from './last-days-change';

describe('lastDaysChange', () => {
  it('compares the last days with as many days just before them, and says so', () => {
    expect(lastDaysChange([100, 1, 2, 3, 4], 2)).toEqual({ current: 7, previous: 3, against: 'last 2 days vs the 2 before' });
  });

  it('gives nothing without two whole windows of days', () => {
    expect(lastDaysChange([1, 2, 3], 2)).toBeUndefined();
  });
});
