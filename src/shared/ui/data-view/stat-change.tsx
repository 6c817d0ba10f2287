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

/** What the placeholder's pill holds: a typical change's width, so it wraps as the change will. */
const PLACEHOLDER = { direction: 'up', text: '+00.0%', spoken: '' } as const;

/**
 * A figure's change: "↑ +12.4% vs previous period" on a green tint, "↓ −3.1%" on a red one, "—"
 * when there is nothing to compare. The sign and the arrow say the direction as well as the
 * colour; a screen reader hears "up 12.4% vs previous period". While the figure comes
 * (`loading`), the same boxes with the pill a skeleton and the words hidden: it wraps as the
 * change will (two lines in a narrow tile), so nothing moves when the figure arrives.
 */
export function StatChange({ loading = false, ...change }: FigureChange & { loading?: boolean }) {
  const { direction, text, spoken } = loading ? PLACEHOLDER : describeChange(change);
  return (
    <p className={styles.root} data-testid={loading ? 'stat-change-placeholder' : 'stat-change'} aria-hidden={loading || undefined}>
      <span className={loading ? cx(styles.pill, skeleton(), styles.pillRoom) : styles.pill} data-direction={loading ? undefined : direction} aria-hidden="true">
        {direction !== 'none' && (
          <StrokeIcon size={14} strokeWidth={2.5}>
            <path d={ARROWS[direction]} />
          </StrokeIcon>
        )}
        {text}
      </span>
      <span className={cx(styles.against, loading && styles.hidden)} aria-hidden="true">
        {change.against ?? 'vs previous period'}
      </span>
      {!loading && <span className={styles.spoken}>{spoken}</span>}
    </p>
  );
}
