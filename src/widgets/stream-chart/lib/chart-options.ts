import type uPlot from 'uplot';
import { seriesTotal, type ChartSeries } from './chart-data';

/**
 * The colours of series that are not platforms (users, sign-ups, events): a neutral categorical
 * palette of the theme's semantic tokens, given in the order the series are drawn.
 */
export const CATEGORICAL_COLOR_VARS = [
  '--colors-accent-default',
  '--colors-info-default',
  '--colors-success-default',
  '--colors-warning-default',
  '--colors-danger-default',
  '--colors-neutral-default',
] as const;

/** Direct labels at the lines' ends up to this many series; more would collide. */
const MAX_DIRECT_LABELS = 6;

/** Largest total first (ties keep the caller's order): the legend, read-out, tooltip and table share it. */
export function orderSeries(series: readonly ChartSeries[]): ChartSeries[] {
  return series
    .map((entry, index) => ({ entry, index, total: seriesTotal(entry) }))
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * Each series' colour variable: a platform's own (by its key, wherever it sits in the list), else
 * the next of the categorical palette.
 */
export function seriesColorVars(series: readonly ChartSeries[], platformVar: (key: string) => string | undefined): string[] {
  let next = 0;
  return series.map((entry) => platformVar(entry.key) ?? CATEGORICAL_COLOR_VARS[next++ % CATEGORICAL_COLOR_VARS.length]!);
}

/** 1, 2, 2.5, 5 × 10ⁿ at or above `value`: a top tick a person would write. */
export function niceCeil(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value * (1 - 1e-9))!;
  return step * magnitude;
}

/**
 * The y-axis: from zero (volumes: a small move looks small), up to a round number above the largest
 * value; or, for a chart that says so, around its data.
 */
function yRange(dataMin: number | null, dataMax: number | null, fromZero: boolean): [number, number] {
  const min = dataMin ?? 0;
  const max = dataMax ?? 0;
  if (fromZero) {
    const top = niceCeil(Math.max(max, 0) * 1.05);
    return [Math.min(0, min), top > 0 ? top : 1];
  }
  const pad = (max - min) * 0.1 || Math.abs(max) * 0.1 || 1;
  return [min - pad, max + pad];
}

/** `#rrggbb`, `#rgb`, `rgb()` or `rgba()` at `alpha`; any other colour as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    const n = Number.parseInt(digits, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color.trim());
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : color;
}

/**
 * Where each direct label goes: beside its line's last value, moved apart (by at least `gap` px)
 * where lines end close together, kept within `[top, bottom]`. Takes and returns y positions in
 * the series' order.
 */
export function spreadLabels(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  for (const [rank, item] of order.entries()) {
    placed[rank] = Math.max(item.y, top, rank > 0 ? placed[rank - 1]! + gap : top);
  }
  // Pushed past the bottom: shift the stack back up, keeping the gaps.
  for (let rank = order.length - 1; rank >= 0; rank--) {
    const limit = rank === order.length - 1 ? bottom : placed[rank + 1]! - gap;
    placed[rank] = Math.min(placed[rank]!, limit);
  }
  const result: number[] = [];
  order.forEach((item, rank) => (result[item.index] = placed[rank]!));
  return result;
}

export interface ChartOptionsInput {
  /** Already in drawing order (`orderSeries`). */
  series: readonly ChartSeries[];
  /** Resolved colours, one per series. */
  colors: readonly string[];
  width: number;
  height: number;
  /** The y-axis starts at zero unless a chart says otherwise. */
  fromZero: boolean;
  axisColor: string;
  gridColor: string;
  /** The chart's background: the halo of the direct labels and the ring of the hovered points. */
  surfaceColor: string;
  /** A y-axis label (compact: 12K, $1.2K). */
  compact: (value: number) => string;
  tzDate: (seconds: number) => Date;
  setCursor: (plot: uPlot) => void;
}

const LABEL_FONT_PX = 12;

/** Area fills up to this many series; more overlapping fills would read as one muddy band. */
const MAX_AREA_FILLS = 3;

/**
 * A soft gradient under a line (not stacked areas: each platform's own trend is what an artist
 * compares, and a stack would bend every line over the ones below it; the total is in the summary).
 */
function areaFill(color: string): uPlot.Series.Fill {
  return (plot) => {
    const { top, height } = plot.bbox;
    // The canvas spells any CSS colour (a minified `red`, `#fff`) as #rrggbb or rgba(), which withAlpha reads.
    plot.ctx.fillStyle = color;
    const base = String(plot.ctx.fillStyle);
    const gradient = plot.ctx.createLinearGradient(0, top, 0, top + height);
    gradient.addColorStop(0, withAlpha(base, 0.2));
    gradient.addColorStop(1, withAlpha(base, 0));
    return gradient;
  };
}

/** Each series' name at the end of its line, in its colour over a halo of the background. */
function drawDirectLabels(input: ChartOptionsInput) {
  return (plot: uPlot) => {
    const { ctx, bbox } = plot;
    const ratio = ctx.canvas.width / Math.max(plot.width, 1);
    const last = plot.data[0].length - 1;
    if (last < 0) return;
    const ys = input.series.map((_, index) => plot.valToPos(plot.data[index + 1]?.[last] ?? 0, 'y', true));
    const font = LABEL_FONT_PX * ratio;
    const placed = spreadLabels(ys.map((y) => y - font * 0.9), font * 1.25, bbox.top + font, bbox.top + bbox.height - font * 0.3);
    const x = bbox.left + bbox.width - 4 * ratio;
    ctx.save();
    ctx.font = `600 ${font}px Inter, system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3 * ratio;
    ctx.strokeStyle = input.surfaceColor;
    input.series.forEach((entry, index) => {
      ctx.strokeText(entry.label, x, placed[index]!);
      ctx.fillStyle = input.colors[index]!;
      ctx.fillText(entry.label, x, placed[index]!);
    });
    ctx.restore();
  };
}

/** uPlot's options for a chart: pure, so colours, order and the y-axis are testable without a canvas. */
export function buildChartOptions(input: ChartOptionsInput): uPlot.Options {
  const { series, colors, axisColor, gridColor } = input;
  const filled = series.length <= MAX_AREA_FILLS;
  const labelled = series.length > 1 && series.length <= MAX_DIRECT_LABELS;
  return {
    width: input.width,
    height: input.height,
    tzDate: input.tzDate,
    // The read-out above the chart replaces uPlot's legend (which reads "--" until hovered).
    legend: { show: false },
    cursor: {
      drag: { x: false, y: false },
      x: true,
      y: false,
      points: { size: 9, width: 2, fill: (_plot, index) => colors[index - 1] ?? axisColor, stroke: () => input.surfaceColor },
    },
    scales: {
      x: { time: true },
      y: { range: (_plot, min, max) => yRange(min, max, input.fromZero) },
    },
    axes: [
      { stroke: axisColor, grid: { show: false }, ticks: { stroke: gridColor }, gap: 6 },
      {
        stroke: axisColor,
        grid: { stroke: gridColor, width: 1 },
        ticks: { show: false },
        size: 56,
        space: 36,
        gap: 6,
        values: (_plot, splits) => splits.map(input.compact),
      },
    ],
    series: [
      {},
      ...series.map((entry, index) => ({
        label: entry.label,
        stroke: colors[index],
        ...(filled ? { fill: areaFill(colors[index]!) } : {}),
        width: 2,
        points: { show: false },
      })),
    ],
    hooks: {
      setCursor: [input.setCursor],
      ...(labelled ? { draw: [drawDirectLabels(input)] } : {}),
    },
  };
}
