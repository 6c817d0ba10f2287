import { css } from 'styled-system/css';
import { DEVICE_TYPE_LABELS, PRESENCE_STATUS_LABELS } from '@/entities/presence';
import type { PresenceCounts } from '../lib/presence-table';

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
    },
    gap: '3',
    m: '0',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: '1',
    p: '4',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  term: css({ textStyle: 'sm', color: 'fg.muted' }),
  value: css({ m: '0', textStyle: 'figure.hero' }),
};

const ENTRIES: readonly [keyof PresenceCounts, string][] = [
  ['total', 'Total'],
  ['online', PRESENCE_STATUS_LABELS.online],
  ['away', PRESENCE_STATUS_LABELS.away],
  ['desktop', DEVICE_TYPE_LABELS.desktop],
  ['mobile', DEVICE_TYPE_LABELS.mobile],
  ['tablet', DEVICE_TYPE_LABELS.tablet],
];

/** Everyone in the list, online, away, and by device. */
export function PresenceCountCards({ counts }: { counts: PresenceCounts }) {
  return (
    <dl className={styles.list} aria-label="Counts">
      {ENTRIES.map(([key, label]) => (
        <div key={key} className={styles.card}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value} data-testid={`count-${key}`}>
            {counts[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
