import { css } from 'styled-system/css';
import { Skeleton, surfaceStyles as s } from '@/shared/ui';

// The next step's card frame: its placeholder (in the first load) and the card (after it) share it.
export const nextStepFrame = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  gap: { base: '3', md: '6' },
  p: { base: '4', md: '5' },
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  borderInlineStartWidth: '4px',
  borderInlineStartColor: 'accent.default',
});

const styles = {
  text: css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '0', w: 'full' }),
  columns: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
};

/** The next step's room while its code or the state that decides it is on its way. */
export function NextStepPlaceholder() {
  return (
    <div className={nextStepFrame} aria-busy="true">
      <div className={styles.text}>
        <Skeleton width={80} height={14} />
        <Skeleton width="50%" height={22} />
        <Skeleton width="80%" height={18} />
      </div>
    </div>
  );
}

/** The room of the top tracks and releases while their code comes. */
export function HomeListsPlaceholder() {
  return (
    <div className={styles.columns} aria-busy="true">
      {[0, 1].map((index) => (
        <div key={index} className={s.card}>
          <Skeleton width={120} height={24} />
          <Skeleton height={280} />
        </div>
      ))}
    </div>
  );
}
