import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  text: css({ display: 'flex', justifyContent: 'space-between', gap: '3', textStyle: 'sm' }),
  label: css({ minW: '0', overflowWrap: 'anywhere' }),
  value: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'fg.muted' }),
  track: css({ h: '2', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' }),
  bar: css({ h: 'full', borderRadius: 'full', bg: 'accent.default' }),
};

export interface BarListItem {
  key: string;
  label: ReactNode;
  /** The figure as read ("1,204", "42%"). */
  valueText: string;
  /** 0..1: the bar's length. */
  share: number;
}

/** Figures as a list with proportional bars: the text carries the figures, the bars are decoration. */
export function BarList({ items, label }: { items: readonly BarListItem[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.row}>
          <div className={styles.text}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.value}>{item.valueText}</span>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ width: `${Math.max(0, Math.min(1, item.share)) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
