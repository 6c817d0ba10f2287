import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { findPendingUploads, forgetPendingUpload, type PendingUpload } from '@/shared/api';
import { formatBytes } from '@/shared/lib/format';
import { Button } from '../button';
import { HiddenFileInput } from '../file-input';

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '3',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  text: css({ textStyle: 'sm', color: 'fg.default', overflowWrap: 'anywhere' }),
  note: css({ textStyle: 'caption', color: 'fg.muted' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
};

export interface PendingUploadOfferProps {
  accept: string;
  /** The file picked to continue: start it as any pick; the upload resumes where it stopped. */
  onFile: (file: File) => void;
}

/**
 * After a reload: "Continue uploading <file>" for an audio upload this browser left unfinished.
 * Browsers cannot reopen a file, so the artist picks the same file again, and the upload resumes
 * from the bytes the server has.
 */
export function PendingUploadOffer({ accept, onFile }: PendingUploadOfferProps) {
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    findPendingUploads().then(
      (uploads) => live && setPending(uploads[0] ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!pending) return null;
  return (
    <section className={styles.root} aria-label="Unfinished upload">
      <p className={styles.text}>
        An upload of {pending.fileName} ({formatBytes(pending.size, { unit: 'MB' })}) did not finish.
      </p>
      <p className={styles.note}>Choose the same file again and it continues where it stopped.</p>
      <HiddenFileInput
        ref={input}
        accept={accept}
        tabIndex={-1}
        aria-label={`Continue uploading ${pending.fileName}`}
        onPick={(file) => {
          setPending(null);
          onFile(file);
        }}
      />
      <div className={styles.actions}>
        <Button size="sm" onClick={() => input.current?.click()}>
          Continue uploading {pending.fileName}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void forgetPendingUpload(pending.key);
            setPending(null);
          }}
        >
          Discard
        </Button>
      </div>
    </section>
  );
}
