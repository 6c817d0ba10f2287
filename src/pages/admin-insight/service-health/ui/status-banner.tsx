import { css, cx } from 'styled-system/css';
import type { ServiceHealthPeriod, ServiceHealthReport } from '../api/service-health-api';
import { formatDuration } from '@/shared/lib/format';
import { OVERALL_WORDS } from '../lib/health-words';
import { HistoryStrip } from './history-strip';
import { StatusIcon } from './status-icon';

const styles = {
  banner: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '4', md: '5' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    borderInlineStartWidth: '[6px]',
    borderInlineStartStyle: 'solid',
  }),
  up: css({ borderInlineStartColor: 'success.default' }),
  degraded: css({ borderInlineStartColor: 'warning.default' }),
  down: css({ borderInlineStartColor: 'danger.default' }),
  headline: css({ display: 'flex', alignItems: 'center', gap: '3', textStyle: 'sectionTitle' }),
  icon: css({ flexShrink: '0' }),
  iconUp: css({ color: 'success.fg' }),
  iconDegraded: css({ color: 'warning.fg' }),
  iconDown: css({ color: 'danger.fg' }),
  facts: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  historyLabel: css({ textStyle: 'caption', color: 'fg.muted' }),
};

const ICON_COLOURS = { up: styles.iconUp, degraded: styles.iconDegraded, down: styles.iconDown } as const;

export interface StatusBannerProps {
  report: ServiceHealthReport;
  overall: readonly ServiceHealthPeriod[] | undefined;
  now: number;
}

/** The overall status (the worst check) in words and shape, with the version, uptime and the last 24 hours. */
export function StatusBanner({ report, overall, now }: StatusBannerProps) {
  const problems = report.services.filter((service) => service.status !== 'up').map((service) => service.label);
  return (
    <section className={cx(styles.banner, styles[report.status])} aria-labelledby="service-health-overall">
      <h2 id="service-health-overall" className={styles.headline}>
        <span className={cx(styles.icon, ICON_COLOURS[report.status])}>
          <StatusIcon status={report.status} size={28} />
        </span>
        {OVERALL_WORDS[report.status]}
      </h2>
      {problems.length > 0 && <p className={styles.facts}>Needs attention: {problems.join(', ')}.</p>}
      <p className={styles.facts}>
        Version {report.version} · up for {formatDuration(report.uptimeSeconds, 'uptime')}
      </p>
      {overall && (
        <>
          <span className={styles.historyLabel}>Overall, last 24 hours</span>
          <HistoryStrip periods={overall} now={now} />
        </>
      )}
    </section>
  );
}
