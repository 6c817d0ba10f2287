export { StreamChart } from './ui/stream-chart';
export type { StreamChartProps } from './ui/stream-chart';
export { alignSeries, dateRange, seriesTotal } from './lib/chart-data';
export type { ChartPoint, ChartSeries, ChartValueKind } from './lib/chart-data';
