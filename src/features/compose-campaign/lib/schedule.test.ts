import { describe, expect, it } from 'vitest';
import { earliestSchedule, scheduleProblem, suggestedSchedule, toLocalInputValue } from './schedule';

const now = new Date(2026, 10, 26, 10, 0, 30);

describe('campaign schedule', () => {
  it('accepts a time at least 5 minutes ahead only', () => {
    expect(scheduleProblem(toLocalInputValue(new Date(2026, 10, 26, 10, 4)), now)).toBe('Choose a time at least 5 minutes from now');
    expect(scheduleProblem(toLocalInputValue(new Date(2026, 10, 26, 10, 6)), now)).toBeNull();
    expect(scheduleProblem('', now)).toBe('Choose when to send it');
    expect(scheduleProblem('not a date', now)).toBe('Enter a valid date and time');
  });

  it('suggests the next full hour that is far enough ahead', () => {
    expect(toLocalInputValue(earliestSchedule(now))).toBe('2026-11-26T10:06');
    expect(toLocalInputValue(suggestedSchedule(now))).toBe('2026-11-26T11:00');
    expect(toLocalInputValue(suggestedSchedule(new Date(2026, 10, 26, 10, 57)))).toBe('2026-11-26T12:00');
  });
});
