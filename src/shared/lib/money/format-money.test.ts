import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf, formatEstimatedMoney, formatMoney } from './format-money';

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

  it('formats counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(1234567, { compact: true })).toBe('1.2M');
  });

  it('says an estimated count is one, to two significant digits', () => {
    expect(formatCount(98437, { estimate: true })).toBe('about 98,000');
    expect(formatCount(1001, { estimate: true })).toBe('about 1,000');
    expect(formatCount(1_234_567, { estimate: true, compact: true })).toBe('about 1.2M');
    expect(formatCount(98437, { estimate: false })).toBe('98,437');
  });
});

describe('formatCountOf', () => {
  it('gives the noun its English plural: "1 investor, 1 admin", "0 admins", "1,204 releases"', () => {
    expect(`${formatCountOf(1, 'investor')}, ${formatCountOf(1, 'admin')}`).toBe('1 investor, 1 admin');
    expect(formatCountOf(0, 'admin')).toBe('0 admins');
    expect(formatCountOf(1204, 'release')).toBe('1,204 releases');
    expect(formatCountOf(1, 'person', 'people')).toBe('1 person');
    expect(formatCountOf(3, 'person', 'people')).toBe('3 people');
  });

  it('says "about" before an estimated count', () => {
    expect(formatCountOf(100_000, 'artist', 'artists', { estimate: true })).toBe('about 100,000 artists');
    expect(formatCountOf(5934, 'artist', 'artists', { estimate: true })).toBe('about 5,900 artists');
    expect(formatCountOf(5934, 'artist', 'artists', { estimate: false })).toBe('5,934 artists');
  });
});
