import { css } from 'styled-system/css';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  text: css({ fontVariantNumeric: 'tabular-nums' }),
  bar: css({ display: 'flex', gap: '1' }),
  segment: css({
    w: '6',
    h: '1',
    borderRadius: 'full',
    bg: 'border.default',
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    '&[data-reached]': { bg: 'accent.default' },
  }),
};

/** "Step 2 of 4" with a bar of the steps reached (the bar is only a picture of the text). */
export function StepCounter({ step, total }: { step: number; total: number }) {
  return (
    <span className={styles.root}>
      <span className={styles.text}>
        Step {step + 1} of {total}
      </span>
      <span className={styles.bar} aria-hidden>
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={styles.segment} data-reached={index <= step || undefined} />
        ))}
      </span>
    </span>
  );
}
