import type { ArtistAnalytics } from '@/entities/artist';

export interface DailySeries {
  key: string;
  label: string;
  points: { date: string; value: number }[];
}

/** Per platform, each day's streams (and the platform's estimated earnings per stream). */
export function platformSeries(data: ArtistAnalytics, label: (platform: string) => string): { streams: DailySeries[]; earnings: DailySeries[] } {
  const rate = new Map(data.totals.byPlatform.map((row) => [row.platform, row.streams ? row.estimatedEarnings.amount / row.streams : 0]));
  return {
    streams: data.series.map((entry) => ({
      key: entry.platform,
      label: label(entry.platform),
      points: entry.points.map((point) => ({ date: point.date, value: point.streams })),
    })),
    earnings: data.series.map((entry) => ({
      key: entry.platform,
      label: label(entry.platform),
      points: entry.points.map((point) => ({ date: point.date, value: point.streams * (rate.get(entry.platform) ?? 0) })),
    })),
  };
}

/** Day by day, the sum over every series (the series share their days): a headline figure's trend. */
export function dailyTotals(series: readonly DailySeries[]): number[] {
  const totals: number[] = [];
  for (const entry of series) {
    entry.points.forEach((point, index) => {
      totals[index] = (totals[index] ?? 0) + point.value;
    });
  }
  return totals;
}
