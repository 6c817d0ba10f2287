import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { AUDIO_RULES, type AudioMetadata, type StoredFile } from '@/entities/release';
import { isCanceledError, toApiError, type UploadProgress } from '@/shared/api';
import { Button, FormMessage } from '@/shared/ui';
import { readAudioFile, type AudioFileInfo } from '@/shared/ui/audio-preview';
import { UploadProgressLine } from '@/shared/ui/upload-progress';
import { uploadTrackAudio } from '../api/edit-release-api';
import { formatDuration } from '@/shared/lib/format';
import { audioMetadataLine, storedAudioLabel } from '../lib/audio-text';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle' }),
  line: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  file: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  hidden: css({ srOnly: true }),
};

export interface TrackAudioUploadProps {
  audio: StoredFile | null | undefined;
  duration: number | null | undefined;
  disabled?: boolean;
  onUploaded: (audio: StoredFile, metadata: AudioMetadata) => void;
  /** The picked file's format and tags, read in the browser before the upload ends. */
  onFileRead?: (info: AudioFileInfo) => void;
}

type Upload = { progress: UploadProgress | null; controller: AbortController } | null;
type LineFacts = Parameters<typeof audioMetadataLine>[0];

/**
 * A track's audio: the stored file with its duration, and an upload with progress and cancel; the
 * picked file's format shows at once, read in the browser.
 */
export function TrackAudioUpload({ audio, duration, disabled, onUploaded, onFileRead }: TrackAudioUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const [metadata, setMetadata] = useState<LineFacts | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    const controller = new AbortController();
    setError(null);
    setMetadata(null);
    setUpload({ progress: null, controller });
    let failed = false;
    void readAudioFile(file).then((info) => {
      if (!info || failed) return;
      const { container, sampleRate, bitsPerSample } = info.facts;
      if (sampleRate && bitsPerSample) setMetadata((current) => current ?? { container, sampleRate, bitsPerSample });
      onFileRead?.(info);
    });
    try {
      const answer = await uploadTrackAudio(file, {
        signal: controller.signal,
        onProgress: (progress) => setUpload({ progress, controller }),
      });
      setMetadata(answer.metadata);
      onUploaded(answer.audio, answer.metadata);
    } catch (failure) {
      failed = true;
      setMetadata(null);
      if (!isCanceledError(failure)) setError(toApiError(failure).message);
    } finally {
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <div>
          <div className={styles.file}>{audio ? storedAudioLabel(audio.location) : 'No audio yet'}</div>
          <div className={styles.meta}>
            {formatDuration(audio ? duration : null, 'mm:ss', { nearest: true })}
            {metadata && ` · ${audioMetadataLine(metadata)}`}
          </div>
        </div>
        {!upload && (
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {audio ? 'Change audio' : 'Upload audio'}
          </Button>
        )}
      </div>
      {upload && <UploadProgressLine label="Audio upload" progress={upload.progress} onCancel={() => upload.controller.abort()} />}
      <FormMessage tone="error">{error}</FormMessage>
      <input
        ref={input}
        type="file"
        accept={AUDIO_RULES.accept}
        className={styles.hidden}
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      <span className={styles.meta}>{AUDIO_RULES.supportedFormatsText.join('; ')}</span>
    </div>
  );
}
