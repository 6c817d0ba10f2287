import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { PHOTO_TYPES, photoFileError } from '@/shared/config';
import { Avatar, Button } from '@/shared/ui';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '4' }),
  body: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', minW: '0' }),
  label: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' }), // as the field kit's labels
  input: css({ srOnly: true }),
  hint: css({ textStyle: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' }),
  error: css({ textStyle: 'sm', color: 'danger.fg' }),
};

/**
 * The profile's optional photo: a preview beside "Choose photo" (the file input is out of sight:
 * its native look says nothing useful), the rule, and why a picked file is refused. Checked on
 * picking, with the server's rule; `onChange` gets the photo to send, or null.
 */
export function PhotoField({ name, onChange }: { name: string; onChange: (photo: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    const problem = picked ? photoFileError(picked) : null;
    setError(problem);
    setFile(problem ? null : picked);
    onChange(problem ? null : picked);
  };
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const ids = { label: useId(), hint: useId(), error: useId() };
  return (
    <div className={styles.root}>
      <Avatar src={preview} name={name || 'Artist'} size="xl" />
      <div className={styles.body}>
        <span id={ids.label} className={styles.label}>
          Photo (optional)
        </span>
        <input
          ref={input}
          className={styles.input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          tabIndex={-1}
          aria-labelledby={ids.label}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={error ? true : undefined}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        <Button variant="outline" size="sm" aria-describedby={ids.hint} onClick={() => input.current?.click()}>
          {file ? 'Change photo' : 'Choose photo'}
        </Button>
        <p id={ids.hint} className={styles.hint}>
          {file ? `${file.name} · ` : ''}JPEG, PNG or WebP, up to 5 MB
        </p>
        {error && (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
