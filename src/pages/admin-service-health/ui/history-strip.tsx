import { css, cx } from 'styled-system/css';
import type { ServiceHealthPeriod } from '../api/service-health-api';
import { formatClock, formatLatency, STATUS_WORDS } from '../lib/health-words';
import { describeHistory, historySlots } from '../lib/history-slots';

const styles = {
  strip: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(96, minmax(0, 1fr))',
    alignItems: 'end',
    gap: '[1px]',
    h: '6',
    w: 'full',
  }),
  cell: css({ display: 'block', w: 'full', borderRadius: '[1px]' }),
  // Taller is worse, so the strip reads without its colours too.
  up: css({ h: '[40%]', bg: 'success.default' }),
  degraded: css({ h: '[70%]', bg: 'warning.default' }),
  down: css({ h: 'full', bg: 'danger.default' }),
  empty: css({ h: '[2px]', bg: 'border.default' }),
};

export interface HistoryStripProps {
  periods: readonly ServiceHealthPeriod[];
  now: number;
  periodMinutes?: number;
}

/** The last 24 hours in quarter hours: one bar each, described in words for screen readers. */
export function HistoryStrip({ periods, now, periodMinutes = 15 }: HistoryStripProps) {
  const slots = historySlots(periods, now, periodMinutes);
  return (
    <div className={styles.strip} role="img" aria-label={describeHistory(periods)}>
      {slots.map(({ from, period }) => (
        <span
          key={from}
          className={cx(styles.cell, period ? styles[period.status] : styles.empty)}
          title={period ? `${formatClock(new Date(from).toISOString()).slice(0, 5)}: ${STATUS_WORDS[period.status]}, slowest ${formatLatency(period.latencyMs)}` : undefined}
        />
      ))}
    </div>
  );
}
