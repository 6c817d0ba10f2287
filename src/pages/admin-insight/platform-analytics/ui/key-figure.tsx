import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { StatCard } from '@/shared/ui';
import type { Change } from '../model/change';

const styles = {
  change: css({ display: 'inline-flex', alignItems: 'baseline', gap: '1', fontWeight: 'medium' }),
  up: css({ color: 'success.fg' }),
  down: css({ color: 'danger.fg' }),
  flat: css({ color: 'fg.muted' }),
};

const ARROWS: Record<Change['direction'], string> = { up: '▲', new: '▲', down: '▼', same: '■' };

export interface KeyFigureProps {
  label: string;
  value: ReactNode;
  loading: boolean;
  /** Against the previous period; none for figures that are not compared. */
  change?: Change | undefined;
  hint?: ReactNode;
}

/** A key figure with how it moved since the previous period, in words (the arrow is decoration). */
export function KeyFigure({ label, value, loading, change, hint }: KeyFigureProps) {
  return (
    <StatCard
      label={label}
      loading={loading}
      value={value}
      hint={
        change ? (
          <span className={cx(styles.change, change.direction === 'down' ? styles.down : change.direction === 'same' ? styles.flat : styles.up)}>
            <span aria-hidden="true">{ARROWS[change.direction]}</span>
            {change.words}
          </span>
        ) : (
          hint
        )
      }
    />
  );
}
