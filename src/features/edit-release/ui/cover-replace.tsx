import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { COVER_RULES, COVER_TOASTS, coverResultLine, precheckCover, releaseQueries, type Release, type ReleaseFieldError } from '@/entities/release';
import { isCanceledError, toApiError } from '@/shared/api';
import { FilePickField, toaster } from '@/shared/ui';
import { useUpload } from '../lib/use-upload';
import { replaceReleaseCover, uploadReleaseCover } from '../api/edit-release-api';

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' }),
  cover: css({ w: '24', h: '24', borderRadius: 'lg', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' }),
  field: css({ flex: '1', minW: '48' }),
};

const coverFieldMessages = (body: unknown): string[] =>
  ((body as { fields?: ReleaseFieldError[] } | null)?.fields ?? []).filter((field) => field.field === 'coverArt').map((field) => field.message);

/**
 * The release's cover with "Change cover art": checked in the browser first, then uploaded
 * (resumable, with pause) and checked by the server, then made the draft's cover.
 */
export function CoverReplace({ release, editable }: { release: Release; editable: boolean }) {
  const queryClient = useQueryClient();
  const { upload, runResumable } = useUpload('Cover upload');
  const [reasons, setReasons] = useState<string[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const cover = release.coverArt?.thumbnailUrl ?? release.coverArt?.url;

  const start = async (file: File) => {
    setReasons([]);
    const check = await precheckCover(file);
    setResult(check.info ? coverResultLine(check.info) : null);
    if (check.reasons.length > 0) return setReasons(check.reasons.map((reason) => reason.message));
    const refuse = (messages: string[]) => {
      setReasons(messages);
      toaster.create({ type: 'error', title: COVER_TOASTS.errorTitle, description: messages[0], duration: COVER_TOASTS.errorDuration });
    };
    try {
      const checked = await runResumable((onProgress) => uploadReleaseCover(file, onProgress));
      if (!checked.isValid) return refuse(checked.reasons.map((reason) => reason.message));
      const saved = await replaceReleaseCover(release._id, checked.uploadId);
      queryClient.setQueryData(releaseQueries.detail(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: releaseQueries.lists() });
      toaster.create({ type: 'success', ...COVER_TOASTS.success });
    } catch (failure) {
      if (isCanceledError(failure)) return;
      const error = toApiError(failure);
      const messages = coverFieldMessages(error.body);
      refuse(messages.length > 0 ? messages : [error.message]);
    }
  };

  return (
    <div className={styles.root}>
      {cover ? <img src={cover} alt="Cover art" className={styles.cover} width={96} height={96} /> : <div className={styles.cover} aria-hidden />}
      <FilePickField
        className={styles.field}
        label="Cover art file"
        buttonLabel="Change cover art"
        accept={COVER_RULES.accept}
        disabled={!editable}
        upload={upload}
        onPick={(file) => void start(file)}
        hint={result ?? 'JPEG, PNG or TIFF, square, at least 3000×3000 pixels'}
        errors={reasons}
        errorsLabel="Why the cover art was refused"
      />
    </div>
  );
}
