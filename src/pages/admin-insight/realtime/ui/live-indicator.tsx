import { css, cx } from 'styled-system/css';
import type { ConnectionState } from '../api/realtime-stream';

const styles = {
  root: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    bg: 'bg.surface',
    textStyle: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  }),
  dot: css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: '0' }),
  live: css({ bg: 'success.default', animation: 'pulse', _motionReduce: { animation: '[none]' } }),
  waiting: css({ bg: 'warning.default' }),
  refused: css({ bg: 'danger.default' }),
};

const WORDS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Not available',
};

/** Whether the figures are live, in words (the dot is decoration). */
export function LiveIndicator({ state }: { state: ConnectionState }) {
  const dot = state === 'live' ? styles.live : state === 'refused' ? styles.refused : styles.waiting;
  return (
    <span className={styles.root} role="status" aria-label={`Connection: ${WORDS[state]}`}>
      <span className={cx(styles.dot, dot)} aria-hidden="true" />
      <span aria-hidden="true">{WORDS[state]}</span>
    </span>
  );
}
