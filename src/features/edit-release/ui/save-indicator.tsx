import { css, cx } from 'styled-system/css';
import type { SaveState } from '../model/autosave';

export const SAVE_STATE_TEXTS: Readonly<Record<SaveState, string>> = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline, will save when back online',
  error: 'Not saved',
};

const styles = {
  root: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', color: 'fg.muted', minH: '6' }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', flexShrink: '0' }),
  saving: css({ bg: 'accent.default' }),
  saved: css({ bg: 'success.default' }),
  offline: css({ bg: 'warning.default' }),
  error: css({ bg: 'danger.default' }),
  errorText: css({ color: 'danger.fg' }),
};

/** "Saving…", "Saved" or "Offline, will save when back online" (a polite live region). */
export function SaveIndicator({ state, error }: { state: SaveState; error?: string | null }) {
  return (
    <p className={styles.root} role="status" aria-live="polite" data-save-state={state}>
      <span aria-hidden className={cx(styles.dot, styles[state])} />
      <span className={state === 'error' ? styles.errorText : undefined}>
        {state === 'error' && error ? `${SAVE_STATE_TEXTS.error}: ${error}` : SAVE_STATE_TEXTS[state]}
      </span>
    </p>
  );
}
