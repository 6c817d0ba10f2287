import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import uPlot from 'uplot';
import { platformColorVar } from '@/shared/config';
import { formatTimestamp } from '@/shared/lib/dates';
import { formatCount, formatMoney } from '@/shared/lib/money';
import { alignSeries, dateUnitOf, type ChartSeries, type ChartValueKind } from '../lib/chart-data';
import { buildChartOptions, seriesColorVars } from '../lib/chart-options';

interface UplotChartProps {
  /** In drawing order, largest first (`orderSeries`). */
  series: readonly ChartSeries[];
  kind: ChartValueKind;
  height: number;
  /** The chart's name, for the keyboard's read-out. */
  title: string;
  fromZero: boolean;
}

/** The point under the cursor: its index in the data and where to put the tooltip (px in the frame). */
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
    textStyle: 'label',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    minH: '5',
  }),
  when: css({ color: 'fg.default', fontWeight: 'semibold' }),
  entry: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' }),
  swatch: css({ display: 'inline-block', w: '3', h: '1', borderRadius: 'full', flexShrink: '0' }),
  value: css({ color: 'fg.default', fontWeight: 'semibold' }),
  plot: css({
    borderRadius: 'sm',
    focusVisibleOutline: 'outside',
  }),
  srOnly: css({ srOnly: true }),
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
    textStyle: 'caption',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  tipEntry: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  tipValue: css({ ms: 'auto', ps: '3', fontWeight: 'semibold' }),
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

// API dates are UTC calendar days and months: the axis shows them in UTC as well.
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/** Where a key takes the cursor from `current` (null: not shown, the read-out is on the latest point). */
function keyTarget(key: string, current: number | null, last: number): number | 'leave' | null {
  const at = current ?? last;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'ArrowRight':
      return current === null ? last : Math.min(at + 1, last);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return current === null ? null : 'leave';
    default:
      return null;
  }
}

/**
 * The uPlot drawing itself, loaded on demand by `StreamChart`. Above it, a read-out of the latest
 * values, or of those under the cursor; at the cursor, a crosshair, a point on each line and a
 * tooltip. The drawing is focusable: arrow keys, Home and End move the cursor a day (or month) at a
 * time and a live region says the date and values; Esc leaves.
 */
export default function UplotChart({ series, kind, height, title, fromZero }: UplotChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const themeVersion = useThemeVersion();
  const [hover, setHover] = useState<Hover | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const data = useMemo(() => alignSeries(series), [series]);
  const unit = dateUnitOf(series);
  // Read again when the theme changes (the colours are semantic-token CSS variables).
  const colors = useMemo(
    () => seriesColorVars(series, platformColorVar).map((name) => readVar(name, '#8e33ff')),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, themeVersion],
  );

  useEffect(() => {
    const container = containerRef.current;
    const frame = frameRef.current;
    if (!container || !frame) return;
    // Drawn in a task of its own: a page's charts (and the render that brought their data) would
    // otherwise be one long task, tens of ms on a slow phone, during which the page is frozen.
    let plot: uPlot | undefined;
    const width = () => Math.max(container.clientWidth, 280);
    const resize = new ResizeObserver(() => plot?.setSize({ width: width(), height }));
    const draw = setTimeout(() => {
      const compact = (value: number) =>
        kind === 'money' ? formatMoney(value, { compact: true }) : formatCount(value, { compact: true });
      const options = buildChartOptions({
        series,
        colors,
        width: width(),
        height,
        fromZero,
        axisColor: readVar('--colors-fg-muted', '#919eab'),
        gridColor: readVar('--colors-border-default', 'rgba(145,158,171,0.16)'),
        surfaceColor: readVar('--colors-bg-surface', '#ffffff'),
        compact,
        tzDate: utc,
        setCursor: (current) => {
          const { idx, left, top } = current.cursor;
          if (idx == null || left == null || top == null || left < 0) {
            setHover(null);
            return;
          }
          const over = current.over.getBoundingClientRect();
          const origin = frame.getBoundingClientRect();
          const x = over.left - origin.left + left;
          const side = x > origin.width / 2 ? { right: origin.width - x + 12 } : { left: x + 12 };
          setHover({ index: idx, top: Math.max(over.top - origin.top + top - 12, 0), side });
        },
      });
      plot = new uPlot(options, data, container);
      // The crosshair: a solid line rather than uPlot's dashed one (its stylesheet, outside Panda's
      // cascade layers, would win over a class).
      const crosshair = plot.root.querySelector<HTMLElement>('.u-cursor-x');
      if (crosshair) crosshair.style.borderRight = `1px solid ${readVar('--colors-fg-subtle', '#919eab')}`;
      plotRef.current = plot;
      resize.observe(container);
    });
    return () => {
      clearTimeout(draw);
      resize.disconnect();
      plot?.destroy();
      plotRef.current = null;
      setHover(null);
    };
  }, [series, data, kind, height, colors, fromZero]);

  const format = (value: number) => (kind === 'money' ? formatMoney(value) : formatCount(value));
  const xs = data[0];
  const last = xs.length - 1;
  const valuesAt = (index: number) =>
    series.map((entry, position) => ({
      key: entry.key,
      label: entry.label,
      color: colors[position],
      value: format(data[position + 1]?.[index] ?? 0),
    }));
  const dateAt = (index: number) => (xs[index] === undefined ? '' : formatTimestamp(xs[index], unit));
  const shown = hover?.index ?? last;
  const when = dateAt(shown);
  const values = valuesAt(shown);

  /** The cursor to a point (drawn as by the pointer: crosshair, points, tooltip), or away. */
  const moveTo = (index: number | null) => {
    const plot = plotRef.current;
    if (index === null) {
      plot?.setCursor({ left: -10, top: -10 });
      setHover(null);
      setAnnouncement('');
      return;
    }
    const top = Math.min(...series.map((_, position) => plot?.valToPos(data[position + 1]?.[index] ?? 0, 'y') ?? 0));
    plot?.setCursor({ left: plot.valToPos(xs[index]!, 'x'), top });
    setAnnouncement(`${dateAt(index)}: ${valuesAt(index).map((entry) => `${entry.label} ${entry.value}`).join(', ')}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTarget(event.key, hover?.index ?? null, last);
    if (target === null) return;
    event.preventDefault();
    moveTo(target === 'leave' ? null : target);
  };

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
      <div
        className={styles.plot}
        role="group"
        tabIndex={0}
        aria-label={`${title}, chart: use the left and right arrow keys to read each ${unit}`}
        onKeyDown={onKeyDown}
        // Leaving by Tab takes the keyboard's cursor away; the pointer's stays with the pointer.
        onBlur={() => announcement && moveTo(null)}
      >
        <div ref={containerRef} aria-hidden="true" data-testid="uplot-chart" />
      </div>
      <p className={styles.srOnly} aria-live="polite" data-testid="chart-announcement">
        {announcement}
      </p>
      {hover && (
        <div role="tooltip" className={styles.tooltip} style={{ top: hover.top, ...hover.side }}>
          <span className={styles.when}>{when}</span>
          {values.map((entry) => (
            <span key={entry.key} className={styles.tipEntry}>
              <span className={styles.swatch} style={{ background: entry.color }} aria-hidden="true" />
              {entry.label} <span className={styles.tipValue}>{entry.value}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
