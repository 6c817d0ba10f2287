export interface ChartPoint {
  /** ISO date (YYYY-MM-DD) or month (YYYY-MM). */
  date: string;
  value: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  points: readonly ChartPoint[];
}

export type ChartValueKind = 'count' | 'money';

export function toTimestamp(date: string): number {
  const [year, month = '1', day = '1'] = date.split('-');
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / 1000;
}

/** uPlot's aligned data: the union of dates, and each series' value per date (0 when missing). */
export function alignSeries(series: readonly ChartSeries[]): [number[], ...number[][]] {
  const dates = [...new Set(series.flatMap((entry) => entry.points.map((point) => point.date)))].sort();
  const xs = dates.map(toTimestamp);
  const ys = series.map((entry) => {
    const byDate = new Map(entry.points.map((point) => [point.date, point.value]));
    return dates.map((date) => byDate.get(date) ?? 0);
  });
  return [xs, ...ys];
}

export function seriesTotal(entry: ChartSeries): number {
  return entry.points.reduce((sum, point) => sum + point.value, 0);
}

/** True when some point is not zero: a chart of zeros is a flat line that tells nothing. */
export function hasChartData(series: readonly ChartSeries[]): boolean {
  return series.some((entry) => entry.points.some((point) => point.value !== 0));
}

/** Points dated `YYYY-MM` are months, `YYYY-MM-DD` days. */
export function dateUnitOf(series: readonly ChartSeries[]): 'day' | 'month' {
  const first = series.find((entry) => entry.points.length > 0)?.points[0];
  return first && first.date.length === 7 ? 'month' : 'day';
}

export function dateRange(series: readonly ChartSeries[]): { from: string; to: string } | null {
  const dates = series.flatMap((entry) => entry.points.map((point) => point.date)).sort();
  return dates.length ? { from: dates[0]!, to: dates[dates.length - 1]! } : null;
}
