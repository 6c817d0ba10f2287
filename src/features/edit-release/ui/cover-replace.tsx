import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { COVER_RULES, COVER_TOASTS, coverResultLine, precheckCover, releaseQueries, type Release, type ReleaseFieldError } from '@/entities/release';
import { isCanceledError, toApiError, type UploadProgress } from '@/shared/api';
import { Button, toaster } from '@/shared/ui';
import { UploadProgressLine } from '@/shared/ui/upload-progress';
import { replaceReleaseCover } from '../api/edit-release-api';

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' }),
  cover: css({ w: '24', h: '24', borderRadius: 'lg', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '48' }),
  muted: css({ textStyle: 'xs', color: 'fg.muted' }),
  reasons: css({ textStyle: 'sm', color: 'danger.fg', pl: '4', listStyleType: 'disc' }),
  hidden: css({ srOnly: true }),
};

type Upload = { progress: UploadProgress | null; controller: AbortController } | null;

const coverFieldMessages = (body: unknown): string[] =>
  ((body as { fields?: ReleaseFieldError[] } | null)?.fields ?? []).filter((field) => field.field === 'coverArt').map((field) => field.message);

/** The release's cover with "Change cover art": checked in the browser first, then by the server. */
export function CoverReplace({ release, editable }: { release: Release; editable: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const cover = release.coverArt?.thumbnailUrl ?? release.coverArt?.url;

  const start = async (file: File) => {
    setReasons([]);
    const check = await precheckCover(file);
    setResult(check.info ? coverResultLine(check.info) : null);
    if (check.reasons.length > 0) return setReasons(check.reasons.map((reason) => reason.message));
    const controller = new AbortController();
    setUpload({ progress: null, controller });
    try {
      const saved = await replaceReleaseCover(release._id, file, { signal: controller.signal, onProgress: (progress) => setUpload({ progress, controller }) });
      queryClient.setQueryData(releaseQueries.detail(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: releaseQueries.lists() });
      toaster.create({ type: 'success', ...COVER_TOASTS.success });
    } catch (failure) {
      if (isCanceledError(failure)) return;
      const error = toApiError(failure);
      const messages = coverFieldMessages(error.body);
      setReasons(messages.length > 0 ? messages : [error.message]);
      toaster.create({ type: 'error', title: COVER_TOASTS.errorTitle, description: messages[0] ?? error.message, duration: COVER_TOASTS.errorDuration });
    } finally {
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.root}>
      {cover ? <img src={cover} alt="Cover art" className={styles.cover} width={96} height={96} /> : <div className={styles.cover} aria-hidden />}
      <div className={styles.body}>
        <span className={styles.muted}>{result ?? 'JPEG, PNG or TIFF, square, at least 3000×3000 pixels'}</span>
        {upload ? (
          <UploadProgressLine label="Cover upload" progress={upload.progress} onCancel={() => upload.controller.abort()} />
        ) : (
          <div>
            <Button variant="outline" size="sm" disabled={!editable} onClick={() => input.current?.click()}>
              Change cover art
            </Button>
          </div>
        )}
        {reasons.length > 0 && (
          <ul className={styles.reasons} role="alert" aria-label="Why the cover art was refused">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={COVER_RULES.accept}
        className={styles.hidden}
        tabIndex={-1}
        aria-label="Cover art file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
    </div>
  );
}
