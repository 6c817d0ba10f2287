import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0', minW: '0' }),
  // Wraps rather than squeezing: a long value (a funnel step's shares) goes under its label on a narrow screen.
  row: css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1', alignItems: 'baseline' }),
  label: css({ flex: '[1 1 auto]', textStyle: 'sm', minW: '0', overflowWrap: 'anywhere' }),
  value: css({ flex: '[0 1 auto]', ms: 'auto', textStyle: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' }),
  track: css({ flexBasis: 'full', h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' }),
  bar: css({ h: 'full', bg: 'accent.default', borderRadius: 'full', transition: '[width 0.3s ease]', minW: '[1px]', _motionReduce: { transition: '[none]' } }),
};

export interface BarListItem {
  key: string;
  label: ReactNode;
  value: number;
  /** The value as read (a count, an amount); the raw number otherwise. */
  display?: ReactNode;
  /** The bar's length, 0..1, when it is a share of something else than the largest value (a total, a first step). */
  share?: number;
  /** The bar's colour when the row has one of its own (a platform's, `platformColor`); the accent otherwise. */
  color?: string;
}

export interface BarListProps {
  /** The list's accessible name. */
  label: string;
  items: readonly BarListItem[];
}

function barShare(item: BarListItem, max: number): number {
  const share = item.share ?? (max > 0 ? item.value / max : 0);
  return Math.max(0, Math.min(1, share));
}

/** Labelled values with a bar each, the largest full width: a bar chart that reads as a list. */
export function BarList({ label, items }: BarListProps) {
  const max = Math.max(0, ...items.map((item) => item.value));
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.row}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{item.display ?? item.value}</span>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ width: `${barShare(item, max) * 100}%`, background: item.color }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
