import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { StrokeIcon } from '../icon';
import { describeChange, type FigureChange } from './figure-change';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: '2', rowGap: '0.5', textStyle: 'label' }),
  pill: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5',
    px: '1.5',
    py: '0.5',
    borderRadius: 'full',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    '&[data-direction=up]': { color: 'success.fg', bg: 'success.subtle' },
    '&[data-direction=down]': { color: 'danger.fg', bg: 'danger.subtle' },
    '&[data-direction=flat], &[data-direction=none]': { color: 'fg.muted', bg: 'bg.muted' },
  }),
  against: css({ color: 'fg.muted' }),
  // The placeholder's pill: the pill's box (the skeleton's display would make it a block).
  pillRoom: css({ display: 'inline-flex' }),
  hidden: css({ visibility: 'hidden' }),
  spoken: css({ srOnly: true }),
};

const ARROWS = { up: 'M12 19V5m-6 6 6-6 6 6', down: 'M12 5v14m6-6-6 6-6-6', flat: 'M5 12h14' } as const;

/**
 * A figure's change: "↑ +12.4% vs previous period" on a green tint, "↓ −3.1%" on a red one, "—"
 * when there is nothing to compare. The sign and the arrow say the direction as well as the
 * colour; a screen reader hears "up 12.4% vs previous period".
 */
export function StatChange(change: FigureChange) {
  const { direction, text, spoken } = describeChange(change);
  return (
    <p className={styles.root} data-testid="stat-change">
      <span className={styles.pill} data-direction={direction} aria-hidden="true">
        {direction !== 'none' && (
          <StrokeIcon size={14} strokeWidth={2.5}>
            <path d={ARROWS[direction]} />
          </StrokeIcon>
        )}
        {text}
      </span>
      <span className={styles.against} aria-hidden="true">
        {change.against ?? 'vs previous period'}
      </span>
      <span className={styles.spoken}>{spoken}</span>
    </p>
  );
}

/**
 * The change's room while the figure comes: the same boxes as `StatChange`, the pill a skeleton and
 * the comparison hidden, so it wraps as the change will (two lines in a narrow tile) and nothing
 * moves when the figure arrives.
 */
export function StatChangePlaceholder({ against = 'vs previous period' }: Pick<FigureChange, 'against'>) {
  return (
    <p className={styles.root} aria-hidden="true" data-testid="stat-change-placeholder">
      <span className={cx(styles.pill, skeleton({ shape: 'block' }), styles.pillRoom)}>
        <StrokeIcon size={14} strokeWidth={2.5}>
          <path d={ARROWS.up} />
        </StrokeIcon>
        +00.0%
      </span>
      <span className={cx(styles.against, styles.hidden)}>{against}</span>
    </p>
  );
}
