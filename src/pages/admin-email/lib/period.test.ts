import { describe, expect, it } from 'vitest';
import { endOfDay, isDayKey, startOfDay } from './period';

describe('activity period', () => {
  it('takes whole days, the last one included', () => {
    expect(startOfDay('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(endOfDay('2026-11-30')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('ignores what is not a day', () => {
    expect(isDayKey('2026-13-45')).toBe(false);
    expect(startOfDay('yesterday')).toBeUndefined();
    expect(endOfDay(undefined)).toBeUndefined();
  });
});
