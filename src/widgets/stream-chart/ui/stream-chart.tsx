import { lazy, useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { formatDateRange } from '@/shared/lib/dates';
import { ESTIMATE_LABEL, formatCount, formatMoney } from '@/shared/lib/money';
import { AfterFirstPaint, EmptyState, Skeleton, tableStyles as t, type EmptyStateProps } from '@/shared/ui';
import { dateRange, hasChartData, seriesTotal, type ChartSeries, type ChartValueKind } from '../lib/chart-data';
import { orderSeries } from '../lib/chart-options';

// uPlot (and its CSS) load only when a chart is drawn, never in the first load of other pages,
// and after the page's first paint: its 23 kB do not share the network with what that paint needs.
const UplotChart = lazy(() => import(/* webpackChunkName: "chart-uplot" */ './uplot-chart'));

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '4', md: '6' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    minW: '0',
  }),
  title: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  caption: css({ textStyle: 'sm', color: 'fg.muted' }),
  srOnly: css({ srOnly: true }),
};

/** The empty state of a chart without data, when the page has nothing more specific to say. */
const NO_DATA: EmptyStateProps = {
  title: 'No data for this period',
  description: 'Choose a longer period or more platforms to see a trend.',
};

export interface StreamChartProps {
  title: string;
  series: readonly ChartSeries[];
  /** `money` values are estimates (DESIGN §5) and labelled so. */
  kind?: ChartValueKind;
  height?: number;
  loading?: boolean;
  /** What the chart says when every value is zero: what is missing and what to do next. */
  empty?: Omit<EmptyStateProps, 'variant'>;
  /** What the series are, in the summary ("across 3 platforms"). */
  seriesNoun?: string;
  /** A summary of its own, where a total of the series means nothing (distinct users per day). */
  caption?: string;
  /** The y-axis starts at zero (volumes), unless a chart of levels says otherwise. */
  fromZero?: boolean;
}

/**
 * A time-series chart (uPlot, lazy-loaded) with a read-out of the latest values (or those under
 * the pointer or the keyboard's cursor), a text summary and a visually hidden data table. Series
 * are listed and drawn largest first. Without data (no points, or only zeros) it shows an empty
 * state instead of a flat line.
 */
export function StreamChart({
  title,
  series: given,
  kind = 'count',
  height = 260,
  loading = false,
  empty = NO_DATA,
  seriesNoun = 'platforms',
  caption,
  fromZero = true,
}: StreamChartProps) {
  const headingId = useId();
  const series = useMemo(() => orderSeries(given), [given]);
  const format = (value: number) => (kind === 'money' ? formatMoney(value) : formatCount(value));
  const range = dateRange(series);
  const grandTotal = series.reduce((sum, entry) => sum + seriesTotal(entry), 0);
  const fullTitle = kind === 'money' ? `${title} (${ESTIMATE_LABEL.toLowerCase()})` : title;

  return (
    <figure className={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className={styles.title}>
        {fullTitle}
      </h2>
      {loading ? (
        <Skeleton height={height} />
      ) : !range || !hasChartData(series) ? (
        <EmptyState variant="inline" {...empty} />
      ) : (
        <>
          <figcaption className={styles.caption}>
            {caption ?? (
              <>
                {kind === 'money' ? `${ESTIMATE_LABEL} total` : 'Total'} {format(grandTotal)} from{' '}
                {formatDateRange(range.from, range.to)}
                {series.length > 1 && `, across ${series.length} ${seriesNoun}, largest first`}.
              </>
            )}
          </figcaption>
          <AfterFirstPaint placeholder={<Skeleton height={height + 32} />}>
            <UplotChart series={series} kind={kind} height={height} title={fullTitle} fromZero={fromZero} />
          </AfterFirstPaint>
          {/* A table is never narrower than its content, so it is hidden inside a box that is. */}
          <div className={styles.srOnly}>
            <table>
              <caption>
                {fullTitle}: totals per series, largest first, {range.from} to {range.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Series</th>
                  <th scope="col">Total</th>
                  <th scope="col">Days</th>
                </tr>
              </thead>
              <tbody>
                {series.map((entry) => (
                  <tr key={entry.key}>
                    <th scope="row" className={t.th}>
                      {entry.label}
                    </th>
                    <td>{format(seriesTotal(entry))}</td>
                    <td>{entry.points.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
