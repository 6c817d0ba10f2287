import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const styles = {
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

/** A checkbox's or radio's own box: the accent colour and a visible focus ring. */
export const choiceBox = css({
  w: '4',
  h: '4',
  flexShrink: '0',
  accentColor: 'accent.default',
  cursor: 'pointer',
  focusVisibleOutline: 'outside',
});

/**
 * The hint and the first error under a choice (a checkbox, a group of radios), and the ids that
 * describe the control by them. `indent` lines them up with the label's text.
 */
export function useChoiceNotes(helperText: ReactNode, error: string | undefined, indent?: string) {
  const id = useId();
  const describedBy = [helperText != null && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {helperText != null && (
        <p id={`${id}-hint`} className={cx(styles.hint, indent)}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={cx(styles.error, indent)}>
          {error}
        </p>
      )}
    </>
  );
  return { describedBy, notes };
}
