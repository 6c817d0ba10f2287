import { css } from 'styled-system/css';
import { formatCount } from '@/shared/lib/money';
import { surfaceStyles as s } from '@/shared/ui';

const styles = {
  bars: css({ display: 'flex', alignItems: 'flex-end', gap: '0.5', h: '24', minW: '0' }),
  bar: css({ flex: '1', minW: '0', bg: 'accent.default', borderTopRadius: 'sm', transition: '[height 0.3s ease]', _motionReduce: { transition: '[none]' } }),
  axis: css({ display: 'flex', justifyContent: 'space-between', textStyle: 'xs', color: 'fg.muted' }),
  now: css({ textStyle: 'sm', color: 'fg.muted' }),
  value: css({ textStyle: 'figure.hero', color: 'fg.default' }),
};

export interface MinuteBarsProps {
  title: string;
  /** What is counted, in the plural ("page views"). */
  noun: string;
  values: readonly { minute: string; count: number }[];
}

/** The last 30 minutes as bars, oldest on the left, with the latest minute as a figure. */
export function MinuteBars({ title, noun, values }: MinuteBarsProps) {
  const max = Math.max(1, ...values.map((entry) => entry.count));
  const latest = values.at(-1)?.count ?? 0;
  const total = values.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section className={s.card} aria-label={title}>
      <h2 className={s.sectionTitle}>{title}</h2>
      <p className={styles.now}>
        <span className={styles.value}>{formatCount(latest)}</span> this minute · {formatCount(total)} {noun} in the last 30 minutes
      </p>
      <div className={styles.bars} aria-hidden="true">
        {values.map((entry) => (
          <div key={entry.minute} className={styles.bar} style={{ height: `${Math.max(2, (entry.count / max) * 100)}%` }} title={`${formatCount(entry.count)} ${noun}`} />
        ))}
      </div>
      <div className={styles.axis} aria-hidden="true">
        <span>30 minutes ago</span>
        <span>Now</span>
      </div>
    </section>
  );
}
