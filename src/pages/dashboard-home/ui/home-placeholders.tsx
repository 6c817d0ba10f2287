import { css } from 'styled-system/css';
import { Skeleton, surfaceStyles as s } from '@/shared/ui';

// The next step's description keeps two lines on a phone, one beside the action on a wider screen,
// in the card and its placeholder alike: the card does not grow when its words come.
const descriptionRoom = css({ textStyle: 'body', minH: { base: '[2lh]', md: '[1lh]' } });

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
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0', w: 'full' }),
  columns: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
};

/** The next step's room while its code or the state that decides it is on its way. */
export function NextStepPlaceholder() {
  return (
    <div className={nextStepFrame} aria-busy="true">
      <div className={styles.text}>
        <Skeleton width={80} height={15} />
        <Skeleton width="50%" height={22} />
        <div className={descriptionRoom}>
          <Skeleton width="80%" height={18} />
        </div>
      </div>
      <Skeleton width={140} height={40} />
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
