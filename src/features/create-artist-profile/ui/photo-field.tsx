import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { PHOTO_TYPES, photoFileError } from '@/shared/config';
import { Avatar, FilePickField } from '@/shared/ui';

const LABEL = 'Photo (optional)';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '4' }),
  body: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', minW: '0' }),
  label: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' }), // as the field kit's labels
};

/**
 * The profile's optional photo: a preview beside "Choose photo", the rule, and why a picked file
 * is refused. Checked on picking, with the server's rule; `onChange` gets the photo to send, or null.
 */
export function PhotoField({ name, onChange }: { name: string; onChange: (photo: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File) => {
    const problem = photoFileError(picked);
    setError(problem);
    setFile(problem ? null : picked);
    onChange(problem ? null : picked);
  };
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className={styles.root}>
      <Avatar src={preview} name={name || 'Artist'} size="xl" />
      <div className={styles.body}>
        <span className={styles.label} aria-hidden>
          {LABEL}
        </span>
        <FilePickField
          label={LABEL}
          buttonLabel={file ? 'Change photo' : 'Choose photo'}
          accept={PHOTO_TYPES.join(',')}
          onPick={pick}
          hint={`${file ? `${file.name} · ` : ''}JPEG, PNG or WebP, up to 5 MB`}
          errors={error ? [error] : []}
        />
      </div>
    </div>
  );
}
