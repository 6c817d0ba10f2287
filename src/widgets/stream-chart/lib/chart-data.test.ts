import { describe, expect, it } from 'vitest';
import { alignSeries, dateRange, dateUnitOf, hasChartData, seriesTotal } from './chart-data';

describe('chart data', () => {
  const series = [
    { key: 'a', label: 'Spotify', points: [{ date: '2025-01-01', value: 1 }, { date: '2025-01-02', value: 2 }] },
    { key: 'b', label: 'Apple Music', points: [{ date: '2025-01-02', value: 5 }] },
  ];
  it('aligns series on the union of dates', () => {
    const [xs, a, b] = alignSeries(series);
    expect(xs).toEqual([Date.UTC(2025, 0, 1) / 1000, Date.UTC(2025, 0, 2) / 1000]);
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([0, 5]);
  });
  it('sums and ranges', () => {
    expect(seriesTotal(series[0]!)).toBe(3);
    expect(dateRange(series)).toEqual({ from: '2025-01-01', to: '2025-01-02' });
    expect(dateRange([])).toBeNull();
  });
  it('tells a chart of zeros from one with data', () => {
    expect(hasChartData(series)).toBe(true);
    expect(hasChartData([{ key: 'a', label: 'Spotify', points: [{ date: '2025-01-01', value: 0 }] }])).toBe(false);
    expect(hasChartData([])).toBe(false);
  });
  it('reads days and months', () => {
    expect(dateUnitOf(series)).toBe('day');
    expect(dateUnitOf([{ key: 'a', label: 'MLC', points: [{ date: '2025-01', value: 3 }] }])).toBe('month');
  });
});
