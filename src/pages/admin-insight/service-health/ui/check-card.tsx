import { css } from 'styled-system/css';
import type { ServiceHealthCheck, ServiceHealthPeriod } from '../api/service-health-api';
import { formatLatency, keyFigures } from '../lib/health-words';
import { HistoryStrip } from './history-strip';
import { StatusBadge } from './status-badge';

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    h: 'full',
    p: { base: '4', md: '5' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    minW: '0',
  }),
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  title: css({ textStyle: 'cardTitle' }),
  latency: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  message: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
  figures: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  history: css({ display: 'flex', flexDirection: 'column', gap: '1', mt: 'auto', pt: '2' }),
  historyLabel: css({ textStyle: 'caption', color: 'fg.muted' }),
};

export interface CheckCardProps {
  check: ServiceHealthCheck;
  periods: readonly ServiceHealthPeriod[] | undefined;
  now: number;
}

/** One service: its status in words and shape, how long it took, what it means, its figures and its last 24 hours. */
export function CheckCard({ check, periods, now }: CheckCardProps) {
  const id = `service-${check.name}`;
  const figures = keyFigures(check);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.head}>
        <h3 id={id} className={styles.title}>
          {check.label}
        </h3>
        <StatusBadge status={check.status} />
      </div>
      <p className={styles.latency}>{check.latencyMs === null ? 'No answer in time' : `Answered in ${formatLatency(check.latencyMs)}`}</p>
      {check.message && <p className={styles.message}>{check.message}</p>}
      {figures.length > 0 && <p className={styles.figures}>{figures.join(' · ')}</p>}
      {periods && (
        <div className={styles.history}>
          <span className={styles.historyLabel}>Last 24 hours</span>
          <HistoryStrip periods={periods} now={now} />
        </div>
      )}
    </section>
  );
}
