import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import uPlot from 'uplot';
import { formatTimestamp } from '@/shared/lib/dates';
import { formatCount, formatMoney } from '@/shared/lib/money';
import { alignSeries, dateUnitOf, SERIES_COLOR_VARS, type ChartSeries, type ChartValueKind } from '../lib/chart-data';

interface UplotChartProps {
  series: readonly ChartSeries[];
  kind: ChartValueKind;
  height: number;
}

/** The point under the pointer: its index in the data and where to put the tooltip (px in the frame). */
interface Hover {
  index: number;
  top: number;
  /** Beside the pointer, on the side with more room. */
  side: { left: number } | { right: number };
}

const styles = {
  frame: css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  readout: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: '4',
    rowGap: '1',
    textStyle: 'sm',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    minH: '5',
  }),
  when: css({ color: 'fg.default', fontWeight: 'medium' }),
  entry: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' }),
  swatch: css({ display: 'inline-block', w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: '0' }),
  value: css({ color: 'fg.default', fontWeight: 'semibold' }),
  tooltip: css({
    position: 'absolute',
    zIndex: 'docked',
    pointerEvents: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '3',
    py: '2',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'raised',
    textStyle: 'xs',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
};

function readVar(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Bumps whenever the theme attributes on <html> change, so colours are read again. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'data-contrast', 'data-preset', 'class', 'style'],
    });
    return () => observer.disconnect();
  }, []);
  return version;
}

const seriesColor = (index: number) => readVar(SERIES_COLOR_VARS[index % SERIES_COLOR_VARS.length]!, '#8e33ff');

// API dates are UTC calendar days and months: the axis shows them in UTC as well.
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/**
 * The uPlot drawing itself, loaded on demand by `StreamChart`. Above it, a read-out of the latest
 * values, or of the values under the pointer while it is over the chart; beside the pointer, a
 * tooltip with the same values.
 */
export default function UplotChart({ series, kind, height }: UplotChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();
  const [hover, setHover] = useState<Hover | null>(null);
  const data = useMemo(() => alignSeries(series), [series]);
  const unit = dateUnitOf(series);
  // Read again when the theme changes (the colours are semantic-token CSS variables).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const colors = useMemo(() => series.map((_, index) => seriesColor(index)), [series, themeVersion]);

  useEffect(() => {
    const container = containerRef.current;
    const frame = frameRef.current;
    if (!container || !frame) return;
    // Drawn in a task of its own: a page's charts (and the render that brought their data) would
    // otherwise be one long task, tens of ms on a slow phone, during which the page is frozen.
    let plot: uPlot | undefined;
    const resize = new ResizeObserver(() => {
      plot?.setSize({ width: Math.max(container.clientWidth, 280), height });
    });
    const draw = setTimeout(() => {
      const axisColor = readVar('--colors-fg-muted', '#919eab');
      const gridColor = readVar('--colors-border-default', 'rgba(145,158,171,0.16)');
      const compact = (value: number) =>
        kind === 'money' ? formatMoney(value, { compact: true }) : formatCount(value, { compact: true });
      const options: uPlot.Options = {
        width: Math.max(container.clientWidth, 280),
        height,
        tzDate: utc,
        // The read-out above the chart replaces uPlot's legend (which reads "--" until hovered).
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: { x: { time: true } },
        axes: [
          { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor } },
          {
            stroke: axisColor,
            grid: { stroke: gridColor, width: 1 },
            ticks: { stroke: gridColor },
            size: 64,
            values: (_plot, splits) => splits.map(compact),
          },
        ],
        series: [
          {},
          ...series.map((entry, index) => ({
            label: entry.label,
            stroke: colors[index],
            width: 2,
            points: { show: false },
          })),
        ],
        hooks: {
          setCursor: [
            (plot) => {
              const { idx, left, top } = plot.cursor;
              if (idx == null || left == null || top == null || left < 0) {
                setHover(null);
                return;
              }
              const over = plot.over.getBoundingClientRect();
              const origin = frame.getBoundingClientRect();
              const x = over.left - origin.left + left;
              const side = x > origin.width / 2 ? { right: origin.width - x + 12 } : { left: x + 12 };
              setHover({ index: idx, top: Math.max(over.top - origin.top + top - 12, 0), side });
            },
          ],
        },
      };
      plot = new uPlot(options, data, container);
      resize.observe(container);
    });
    return () => {
      clearTimeout(draw);
      resize.disconnect();
      plot?.destroy();
      setHover(null);
    };
  }, [series, data, kind, height, colors]);

  const format = (value: number) => (kind === 'money' ? formatMoney(value) : formatCount(value));
  const xs = data[0];
  const latest = xs.length - 1;
  const shown = hover?.index ?? latest;
  const when = xs[shown] === undefined ? '' : formatTimestamp(xs[shown], unit);
  const values = series.map((entry, index) => ({
    key: entry.key,
    label: entry.label,
    color: colors[index],
    value: format(data[index + 1]?.[shown] ?? 0),
  }));

  return (
    <div ref={frameRef} className={styles.frame}>
      <p className={styles.readout} data-testid="chart-readout">
        <span className={styles.when}>{hover ? when : `Latest, ${when}`}</span>
        {values.map((entry) => (
          <span key={entry.key} className={styles.entry}>
            <span className={styles.swatch} style={{ background: entry.color }} aria-hidden="true" />
            {entry.label} <span className={styles.value}>{entry.value}</span>
          </span>
        ))}
      </p>
      <div ref={containerRef} aria-hidden="true" data-testid="uplot-chart" />
      {hover && (
        <div
          role="tooltip"
          className={styles.tooltip}
          style={{ top: hover.top, ...hover.side }}
        >
          <span className={styles.when}>{when}</span>
          {values.map((entry) => (
            <span key={entry.key} className={styles.entry}>
              <span className={styles.swatch} style={{ background: entry.color }} aria-hidden="true" />
              {entry.label} <span className={styles.value}>{entry.value}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
