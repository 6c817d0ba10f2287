import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatMoney } from '@/shared/lib/money';
import { alignSeries, SERIES_COLOR_VARS, type ChartSeries, type ChartValueKind } from '../lib/chart-data';

interface UplotChartProps {
  series: readonly ChartSeries[];
  kind: ChartValueKind;
  height: number;
}

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

/** The uPlot drawing itself; loaded on demand by `StreamChart`. */
export default function UplotChart({ series, kind, height }: UplotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const axisColor = readVar('--colors-fg-muted', '#919eab');
    const gridColor = readVar('--colors-border-default', 'rgba(145,158,171,0.16)');
    const format = (value: number) => (kind === 'money' ? formatMoney(value, { compact: true }) : formatCount(value, { compact: true }));
    const options: uPlot.Options = {
      width: Math.max(container.clientWidth, 280),
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor } },
        {
          stroke: axisColor,
          grid: { stroke: gridColor, width: 1 },
          ticks: { stroke: gridColor },
          size: 64,
          values: (_plot, splits) => splits.map(format),
        },
      ],
      series: [
        {},
        ...series.map((entry, index) => {
          const color = readVar(SERIES_COLOR_VARS[index % SERIES_COLOR_VARS.length]!, '#8e33ff');
          return {
            label: entry.label,
            stroke: color,
            width: 2,
            points: { show: false },
            value: (_plot: uPlot, value: number | null) => (value == null ? '—' : format(value)),
          };
        }),
      ],
    };
    const plot = new uPlot(options, alignSeries(series), container);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(container.clientWidth, 280), height });
    });
    resize.observe(container);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, kind, height, themeVersion]);

  return <div ref={containerRef} aria-hidden="true" data-testid="uplot-chart" />;
}
