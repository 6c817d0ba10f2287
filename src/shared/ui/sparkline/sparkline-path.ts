export interface SparklinePaths {
  /** The line through the points (`M … L …`). */
  line: string;
  /** The line closed down to the baseline: the area under it. */
  area: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * At most `max` points: a long daily series is averaged in equal runs of days, so that a year
 * reads as weeks (a 120 px line cannot show 365 days anyway, and 365 segments only add noise).
 */
export function downsample(values: readonly number[], max: number): number[] {
  if (values.length <= max) return [...values];
  const size = Math.ceil(values.length / max);
  const out: number[] = [];
  for (let start = 0; start < values.length; start += size) {
    const run = values.slice(start, start + size);
    out.push(run.reduce((sum, value) => sum + value, 0) / run.length);
  }
  return out;
}

/**
 * The sparkline's paths in a `width` × `height` box. The y scale starts at zero (the box's
 * bottom), never at the smallest value, so a small move looks small; a series of zeros lies on
 * the baseline. Null when there are fewer than two points (no trend to draw).
 */
export function sparklinePaths(values: readonly number[], width: number, height: number): SparklinePaths | null {
  const points = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  if (points.length < 2) return null;
  const max = Math.max(...points);
  // A half stroke of room at the top, so the line's highest point is not clipped.
  const top = 1;
  const x = (index: number) => round((index / (points.length - 1)) * width);
  const y = (value: number) => round(max === 0 ? height : height - (value / max) * (height - top));
  const line = points.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)} ${y(value)}`).join(' ');
  return { line, area: `${line} L${width} ${height} L0 ${height} Z` };
}
