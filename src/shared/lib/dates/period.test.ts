import { describe, expect, it } from 'vitest';
import { periodSearch, readPeriod, withPeriod, type PeriodPreset } from './period';

const PRESETS: readonly PeriodPreset[] = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'custom', label: 'Custom range' },
];
const today = new Date('2026-11-26T08:00:00Z');
const read = (search: string) => readPeriod(new URLSearchParams(search), PRESETS, '30d', today);

describe('readPeriod', () => {
  it('reads a preset as the last N days, today included, and the fallback when the address names none', () => {
    expect(read('?period=7d')).toEqual({ preset: '7d', from: '2026-11-20', to: '2026-11-26', days: 7, problem: null });
    expect(read('?period=90d')).toMatchObject({ from: '2026-08-29', to: '2026-11-26' });
    expect(read('')).toMatchObject({ preset: '30d', from: '2026-10-28', days: 30 });
    expect(read('?period=12m')).toMatchObject({ preset: '30d' });
  });

  it('keeps the meaning of the old `range` links', () => {
    expect(read('?range=7')).toMatchObject({ preset: '7d', from: '2026-11-20' });
    expect(read('?range=custom&from=2026-10-01&to=2026-10-31')).toMatchObject({ preset: 'custom', from: '2026-10-01', to: '2026-10-31', days: 31 });
    // A number of days names the preset of as many days, whatever its value says.
    const yearly = [...PRESETS, { value: '12m', label: 'Last 12 months', days: 365 }];
    expect(readPeriod(new URLSearchParams('?range=365'), yearly, '30d', today)).toMatchObject({ preset: '12m', days: 365 });
    expect(read('?range=365')).toMatchObject({ preset: '30d' });
    expect(read('?period=7d&range=90')).toMatchObject({ preset: '7d' });
    expect(read('?from=2026-10-01&to=2026-10-31')).toMatchObject({ preset: 'custom', from: '2026-10-01', to: '2026-10-31', days: 31 });
    expect(read('?to=2026-10-30')).toMatchObject({ preset: 'custom', from: '2026-10-01', to: '2026-10-30' });
  });

  it('reads from/to only for a custom period, filling a missing end', () => {
    expect(read('?period=7d&from=2026-01-01&to=2026-01-31')).toMatchObject({ preset: '7d', from: '2026-11-20' });
    expect(read('?period=custom&from=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-26', problem: null });
    expect(read('?period=custom&to=2026-10-30')).toMatchObject({ from: '2026-10-01', to: '2026-10-30' });
    expect(read('?period=custom&from=yesterday')).toMatchObject({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('says what is wrong with days the wrong way round or over 366 days', () => {
    expect(read('?period=custom&from=2026-10-31&to=2026-10-01').problem).toBe('The first day is after the last day. Choose a first day on or before the last one.');
    expect(read('?period=custom&from=2025-11-26&to=2026-11-26')).toMatchObject({ days: 366, problem: null });
    expect(read('?period=custom&from=2025-11-25&to=2026-11-26').problem).toBe('Choose a period of at most 366 days.');
  });
});

describe('withPeriod and periodSearch', () => {
  it('writes `period`, drops the old `range`, the page and the days of a preset, and keeps the rest', () => {
    const current = new URLSearchParams('range=custom&from=2026-10-01&to=2026-10-31&page=3&granularity=week');
    expect(withPeriod(current, { period: '7d', from: '2026-10-01', to: '2026-10-31' }).toString()).toBe('granularity=week&period=7d');
    expect(withPeriod(current, { period: 'custom', from: '2026-09-01', to: '2026-10-31' }).toString()).toBe('from=2026-09-01&to=2026-10-31&granularity=week&period=custom');
    expect(withPeriod(current, { period: 'custom', from: undefined, to: '2026-10-31' }).toString()).toBe('to=2026-10-31&granularity=week&period=custom');
  });

  it('keeps a period in a link, and nothing for the fallback', () => {
    expect(periodSearch(read('?range=7'), '30d')).toBe('?period=7d');
    expect(periodSearch(read('?period=custom&from=2026-10-01&to=2026-10-31'), '30d')).toBe('?period=custom&from=2026-10-01&to=2026-10-31');
    expect(periodSearch(read(''), '30d')).toBe('');
  });
});
