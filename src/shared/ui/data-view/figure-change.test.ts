import { describe, expect, it } from 'vitest';
import { describeChange } from './figure-change';

describe('describeChange', () => {
  it('signs a rise and says it in words', () => {
    expect(describeChange({ current: 112.4, previous: 100 })).toEqual({
      direction: 'up',
      text: '+12.4%',
      spoken: 'up 12.4% vs previous period',
    });
  });

  it('gives a fall a minus sign (not a hyphen) and the words of its own comparison', () => {
    expect(describeChange({ current: 96.9, previous: 100, against: 'vs the 30 days before' })).toEqual({
      direction: 'down',
      text: '\u22123.1%',
      spoken: 'down 3.1% vs the 30 days before',
    });
  });

  it('groups thousands and shows what rounds to zero as unchanged', () => {
    expect(describeChange({ current: 12_346, previous: 1 }).text).toBe('+1,234,500.0%');
    expect(describeChange({ current: 100.01, previous: 100 })).toMatchObject({ direction: 'flat', text: '0.0%', spoken: 'unchanged vs previous period' });
  });

  it('gives a dash when there is nothing to compare with', () => {
    expect(describeChange({ current: 5, previous: 0 })).toEqual({
      direction: 'none',
      text: '—',
      spoken: 'no earlier figure to compare with previous period',
    });
    expect(describeChange({ current: 5, previous: Number.NaN }).direction).toBe('none');
  });
});
