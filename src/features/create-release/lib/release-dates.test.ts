import { describe, expect, it } from 'vitest';
import { isoToUsDate, parseUsDate, usDateToNoonIso } from './release-dates';

describe('release dates', () => {
  it('sends a MM/dd/yyyy day as that day at 12:00:00 UTC', () => {
    expect(usDateToNoonIso('02/29/2028')).toBe('2028-02-29T12:00:00.000Z');
    expect(isoToUsDate('2028-02-29T12:00:00.000Z')).toBe('02/29/2028');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseUsDate('02/30/2027')).toBeNull();
    expect(parseUsDate('2027-02-01')).toBeNull();
    expect(usDateToNoonIso('13/01/2027')).toBeNull();
  });
});
