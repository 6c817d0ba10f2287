import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { platformColorVar } from '@/shared/config';
import type { ChartSeries } from './chart-data';
import { buildChartOptions, CATEGORICAL_COLOR_VARS, niceCeil, orderSeries, seriesColorVars, spreadLabels, withAlpha } from './chart-options';

const line = (key: string, label: string, values: number[]): ChartSeries => ({
  key,
  label,
  points: values.map((value, day) => ({ date: `2026-01-0${day + 1}`, value })),
});

const spotify = line('SPOTIFY', 'Spotify', [10, 20]);
const apple = line('APPLE_MUSIC', 'Apple Music', [50, 60]);
const deezer = line('DEEZER', 'Deezer', [1, 2]);

const options = (series: readonly ChartSeries[], fromZero = true) =>
  buildChartOptions({
    series,
    colors: series.map((_, index) => `#00000${index}`),
    width: 600,
    height: 200,
    fromZero,
    axisColor: '#999999',
    gridColor: '#eeeeee',
    surfaceColor: '#ffffff',
    compact: String,
    tzDate: (seconds) => new Date(seconds * 1000),
    setCursor: () => {},
  });

const range = (opts: uPlot.Options, min: number, max: number) =>
  (opts.scales!.y!.range as (plot: uPlot, min: number, max: number) => [number, number])({} as uPlot, min, max);

describe('chart options', () => {
  it('orders series by total, largest first, keeping the given order on ties', () => {
    expect(orderSeries([spotify, apple, deezer]).map((entry) => entry.key)).toEqual(['APPLE_MUSIC', 'SPOTIFY', 'DEEZER']);
    const tie = line('TIDAL', 'Tidal', [20, 10]);
    expect(orderSeries([tie, spotify]).map((entry) => entry.key)).toEqual(['TIDAL', 'SPOTIFY']);
  });

  it("colours a platform by its key, wherever it sits, and other series from the categorical palette", () => {
    expect(seriesColorVars([spotify, apple], platformColorVar)).toEqual(['--colors-platform-spotify', '--colors-platform-apple-music']);
    expect(seriesColorVars([apple, spotify], platformColorVar)).toEqual(['--colors-platform-apple-music', '--colors-platform-spotify']);
    const users = [line('active', 'Active users', [1]), line('new', 'Sign-ups', [1])];
    expect(seriesColorVars(users, platformColorVar)).toEqual([CATEGORICAL_COLOR_VARS[0], CATEGORICAL_COLOR_VARS[1]]);
  });

  it('draws each series in its own colour, in the order given, with an area under it', () => {
    const opts = options([apple, spotify]);
    expect(opts.series.slice(1).map((entry) => [entry.label, entry.stroke])).toEqual([
      ['Apple Music', '#000000'],
      ['Spotify', '#000001'],
    ]);
    expect(typeof opts.series[1]!.fill).toBe('function');
  });

  it('fills under up to 3 lines; more stay lines, whose fills would overlap into one band', () => {
    const four = [spotify, apple, deezer, line('TIDAL', 'Tidal', [1])];
    expect(options(four.slice(0, 3)).series.slice(1).every((entry) => typeof entry.fill === 'function')).toBe(true);
    expect(options(four).series.slice(1).map((entry) => entry.fill)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('starts the y-axis at zero, up to a round number, unless the chart says otherwise', () => {
    expect(range(options([apple]), 50_000, 61_000)).toEqual([0, 100_000]);
    expect(range(options([apple]), 3, 18)).toEqual([0, 20]);
    expect(range(options([apple]), 0, 0)).toEqual([0, 1]);
    const [min, max] = range(options([apple], false), 50_000, 60_000);
    expect(min).toBe(49_000);
    expect(max).toBe(61_000);
  });

  it('labels line ends directly for 2 to 6 series', () => {
    expect(options([spotify, apple]).hooks?.draw).toHaveLength(1);
    expect(options([spotify]).hooks?.draw).toBeUndefined();
    const seven = Array.from({ length: 7 }, (_, index) => line(`k${index}`, `Series ${index}`, [index]));
    expect(options(seven).hooks?.draw).toBeUndefined();
  });

  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 7, 10, 11, 21, 240, 260, 4_100].map(niceCeil)).toEqual([0, 10, 10, 20, 25, 250, 500, 5_000]);
  });

  it('moves direct labels apart where lines end close together, within the plot', () => {
    expect(spreadLabels([50, 52, 200], 14, 10, 190)).toEqual([50, 64, 190]);
    expect(spreadLabels([185, 186], 14, 10, 190)).toEqual([176, 190]);
  });

  it('makes a colour translucent', () => {
    expect(withAlpha('#1DB954', 0.2)).toBe('rgba(29, 185, 84, 0.2)');
    expect(withAlpha('#fff', 0)).toBe('rgba(255, 255, 255, 0)');
    expect(withAlpha('rgba(118, 53, 220, 1)', 0.5)).toBe('rgba(118, 53, 220, 0.5)');
  });
});
