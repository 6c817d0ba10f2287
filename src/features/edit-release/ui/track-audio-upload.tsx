import { useState } from 'react';
import { css } from 'styled-system/css';
import { AUDIO_RULES, type AudioMetadata, type StoredFile } from '@/entities/release';
import { isCanceledError, toApiError } from '@/shared/api';
import { formatDuration } from '@/shared/lib/format';
import { FilePickField } from '@/shared/ui';
import { readAudioFile, type AudioFileInfo } from '@/shared/ui/audio-preview';
import { PendingUploadOffer } from '@/shared/ui/upload-progress';
import { uploadTrackAudio } from '../api/edit-release-api';
import { audioMetadataLine, storedAudioLabel } from '../lib/audio-text';
import { useUpload } from '../lib/use-upload';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle' }),
  file: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'caption', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
};

export interface TrackAudioUploadProps {
  audio: StoredFile | null | undefined;
  duration: number | null | undefined;
  disabled?: boolean;
  onUploaded: (audio: StoredFile, metadata: AudioMetadata) => void;
  /** The picked file's format and tags, read in the browser before the upload ends. */
  onFileRead?: (info: AudioFileInfo) => void;
}

type LineFacts = Parameters<typeof audioMetadataLine>[0];

/**
 * A track's audio: the stored file with its duration, and an upload with progress and cancel; the
 * picked file's format shows at once, read in the browser.
 */
export function TrackAudioUpload({ audio, duration, disabled, onUploaded, onFileRead }: TrackAudioUploadProps) {
  const { upload, runResumable } = useUpload('Audio upload');
  const [metadata, setMetadata] = useState<LineFacts | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    setError(null);
    setMetadata(null);
    let failed = false;
    void readAudioFile(file).then((info) => {
      if (!info || failed) return;
      const { container, sampleRate, bitsPerSample } = info.facts;
      if (sampleRate && bitsPerSample) setMetadata((current) => current ?? { container, sampleRate, bitsPerSample });
      onFileRead?.(info);
    });
    try {
      const answer = await runResumable((onProgress) => uploadTrackAudio(file, onProgress));
      setMetadata(answer.metadata);
      onUploaded(answer.audio, answer.metadata);
    } catch (failure) {
      failed = true;
      setMetadata(null);
      if (!isCanceledError(failure)) setError(toApiError(failure).message);
    }
  };

  return (
    <div className={styles.root}>
      <div>
        <div className={styles.file}>{audio ? storedAudioLabel(audio.location) : 'No audio yet'}</div>
        <div className={styles.meta}>
          {formatDuration(audio ? duration : null, 'mm:ss', { nearest: true })}
          {metadata && ` · ${audioMetadataLine(metadata)}`}
        </div>
      </div>
      <FilePickField
        label="Track audio file"
        buttonLabel={audio ? 'Change audio' : 'Upload audio'}
        accept={AUDIO_RULES.accept}
        disabled={disabled}
        upload={upload}
        onPick={(file) => void start(file)}
        hint={AUDIO_RULES.supportedFormatsText.join('; ')}
        errors={error ? [error] : []}
      />
      {!upload && <PendingUploadOffer accept={AUDIO_RULES.accept} onFile={(file) => void start(file)} />}
    </div>
  );
}
