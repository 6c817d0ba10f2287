import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatEstimatedMoney, formatMoney } from './format-money';

describe('money formatting', () => {
  it('formats contract money in its currency', () => {
    expect(formatMoney({ amount: 1234.5, currency: 'USD', estimated: true })).toBe('$1,234.50');
    expect(formatMoney(0.00045)).toBe('$0.00');
    expect(formatMoney(1_234_567, { compact: true })).toBe('$1.2M');
  });

  it('labels estimates', () => {
    expect(formatEstimatedMoney({ amount: 12, currency: 'USD', estimated: true })).toBe('≈ $12.00 (Estimated)');
  });

  it('shows a dash for missing values', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatEstimatedMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatCount(null)).toBe('—');
  });

  it('formats counts and changes', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(1234567, { compact: true })).toBe('1.2M');
    expect(formatChange(110, 100)).toBe('+10.0%');
    expect(formatChange(90, 100)).toBe('-10.0%');
    expect(formatChange(5, 0)).toBeNull();
  });
});
