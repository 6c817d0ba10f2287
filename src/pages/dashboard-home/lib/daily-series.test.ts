import { describe, expect, it } from 'vitest';
import type { ArtistAnalytics } from '@/entities/artist';
import { dailyTotals, platformSeries } from './daily-series';

const money = (amount: number) => ({ amount, currency: 'USD', estimated: true }) as const;

const analytics = {
  series: [
    { platform: 'SPOTIFY', points: [{ date: '2026-11-01', streams: 10 }, { date: '2026-11-02', streams: 20 }] },
    { platform: 'APPLE_MUSIC', points: [{ date: '2026-11-01', streams: 1 }, { date: '2026-11-02', streams: 0 }] },
  ],
  totals: {
    streams: 31,
    estimatedEarnings: money(0.5),
    byPlatform: [
      { platform: 'SPOTIFY', streams: 30, estimatedEarnings: money(0.3) },
      { platform: 'APPLE_MUSIC', streams: 1, estimatedEarnings: money(0.2) },
    ],
  },
} as unknown as ArtistAnalytics;

describe('platformSeries and dailyTotals', () => {
  it("sums each day's streams over the platforms, and earnings at each platform's own rate", () => {
    const { streams, earnings } = platformSeries(analytics, (platform) => platform.toLowerCase());
    expect(streams.map((entry) => entry.label)).toEqual(['spotify', 'apple_music']);
    expect(dailyTotals(streams)).toEqual([11, 20]);
    expect(dailyTotals(earnings).map((value) => Number(value.toFixed(2)))).toEqual([0.3, 0.2]);
    expect(dailyTotals([])).toEqual([]);
  });
});
