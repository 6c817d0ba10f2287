import { useState } from 'react';
import { css } from 'styled-system/css';
import { isApiError } from '@/shared/api';
import { PHOTO_TYPES, photoFileError } from '@/shared/config';
import { FilePickField, toaster } from '@/shared/ui';
import { useUploadPhotoMutation } from '../api/upload-photo';

const styles = { root: css({ alignItems: 'center', textAlign: 'center', maxW: '60' }) };

/** "Change photo": picks a JPEG, PNG or WebP (≤ 5 MB), checks it here first, then uploads it. */
export function PhotoUpload() {
  const upload = useUploadPhotoMutation();
  const [error, setError] = useState<string | null>(null);

  const onPick = async (file: File) => {
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
    <FilePickField
      className={styles.root}
      label="Profile photo"
      buttonLabel={upload.isPending ? 'Uploading…' : 'Change photo'}
      accept={PHOTO_TYPES.join(',')}
      busy={upload.isPending}
      onPick={(file) => void onPick(file)}
      hint="JPEG, PNG or WebP, up to 5 MB"
      errors={error ? [error] : []}
    />
  );
}
