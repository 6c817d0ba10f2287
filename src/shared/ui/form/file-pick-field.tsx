import { useId, useRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { HiddenFileInput } from '../file-input';
import { UploadProgressLine, type UploadProgressLineProps } from '../upload-progress';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', minW: '0' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' }),
  error: css({ textStyle: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' }),
  errors: css({ textStyle: 'sm', color: 'danger.fg', pl: '4', listStyleType: 'disc' }),
};

export interface FilePickFieldProps {
  /** The file input's accessible name ("Profile photo"). */
  label: string;
  /** The button that opens the picker ("Change photo"): the input's own look says nothing useful. */
  buttonLabel: ReactNode;
  accept: string;
  /** The picked file; the input is emptied first, so picking the same file again is a new pick. */
  onPick: (file: File) => void;
  disabled?: boolean;
  /** The button spins (an upload without progress events). */
  busy?: boolean;
  /** An upload under way: its progress line with "Cancel upload" stands in place of the button. */
  upload?: Pick<UploadProgressLineProps, 'label' | 'progress' | 'onCancel' | 'pause'> | null;
  hint?: ReactNode;
  /** Why the file was refused: one is a line, several a list; announced, and linked to the input. */
  errors?: readonly string[];
  /** Names the errors (`getByRole('alert', { name })`). */
  errorsLabel?: string;
  className?: string;
}

/**
 * A file field that acts on the pick (checks and uploads at once, no submit): the out-of-sight
 * input, its button or the upload's progress, the hint and the field's errors.
 */
export function FilePickField({ label, buttonLabel, accept, onPick, disabled, busy, upload, hint, errors = [], errorsLabel, className }: FilePickFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const ids = { hint: useId(), error: useId() };
  const invalid = errors.length > 0;
  const describedBy = [hint != null ? ids.hint : null, invalid ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.root, className)}>
      <HiddenFileInput
        ref={input}
        accept={accept}
        tabIndex={-1}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onPick={onPick}
      />
      {upload ? (
        <UploadProgressLine label={upload.label} progress={upload.progress} onCancel={upload.onCancel} pause={upload.pause} />
      ) : (
        <Button variant="outline" size="sm" disabled={disabled} loading={busy} onClick={() => input.current?.click()}>
          {buttonLabel}
        </Button>
      )}
      {hint != null && (
        <span id={ids.hint} className={styles.hint}>
          {hint}
        </span>
      )}
      {errors.length === 1 && (
        <p id={ids.error} role="alert" aria-label={errorsLabel} className={styles.error}>
          {errors[0]}
        </p>
      )}
      {errors.length > 1 && (
        <ul id={ids.error} role="alert" aria-label={errorsLabel} className={styles.errors}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
