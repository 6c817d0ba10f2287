import { useRef, useState, type ChangeEvent } from 'react';
import { css } from 'styled-system/css';
import { isApiError } from '@/shared/api';
import { Button, toaster } from '@/shared/ui';
import { useUploadPhotoMutation } from '../api/upload-photo';
import { PHOTO_TYPES, photoFileError } from '@/shared/config';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' }),
  input: css({ srOnly: true }),
  hint: css({ textStyle: 'xs', color: 'fg.muted' }),
  error: css({ textStyle: 'sm', color: 'danger.fg', maxW: '60' }),
};

/** "Change photo": picks a JPEG, PNG or WebP (≤ 5 MB), checks it here first, then uploads it. */
export function PhotoUpload() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhotoMutation();
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change next time.
    event.target.value = '';
    if (!file) return;
    const invalid = photoFileError(file);
    setError(invalid);
    if (invalid) return;
    try {
      await upload.mutateAsync(file);
      toaster.create({ type: 'success', title: 'Photo updated' });
    } catch (failure) {
      if (isApiError(failure) && failure.isCanceled) return;
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    }
  };

  return (
    <div className={styles.root}>
      <input
        ref={input}
        id="account-photo"
        className={styles.input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-label="Profile photo"
        aria-describedby="account-photo-hint"
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Uploading…' : 'Change photo'}
      </Button>
      <p id="account-photo-hint" className={styles.hint}>
        JPEG, PNG or WebP, up to 5 MB
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
