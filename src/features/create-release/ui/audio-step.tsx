import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { AUDIO_RULES } from '@/entities/release';
import { Button, FormMessage } from '@/shared/ui';
import { AudioPreview, FromFileHint, preloadAudioReader } from '@/shared/ui/audio-preview';
import {
  $audio,
  $audioError,
  $audioFacts,
  $audioFile,
  $audioName,
  $audioPaused,
  $audioProgress,
  $audioUploading,
  $fromFile,
  $submitting,
  audioCleared,
  audioPicked,
  audioUploadCanceled,
  audioUploadPaused,
  audioUploadResumed,
  fromFileUndone,
} from '../model/wizard';
import { FileDrop } from './file-drop';
import { PendingUploadOffer, UploadProgressLine } from '@/shared/ui/upload-progress';
import { wizardStyles as styles } from './wizard-styles';

const SUPPORTED_ID = 'create-release-audio-formats';
const ERROR_ID = 'create-release-audio-error';

/**
 * Step 2 "Upload Audio Files" (a Single): WAV or FLAC, its waveform, format and playback, read in
 * the browser before the upload; an empty title or ISRC is filled in from the file's tags.
 */
export function AudioStep() {
  const [audio, file, name, facts, progress, uploading, error, submitting] = useUnit([
    $audio,
    $audioFile,
    $audioName,
    $audioFacts,
    $audioProgress,
    $audioUploading,
    $audioError,
    $submitting,
  ]);
  const [pick, clear, cancel, fromFile, undoFromFile] = useUnit([audioPicked, audioCleared, audioUploadCanceled, $fromFile, fromFileUndone]);
  const [paused, pause, resume] = useUnit([$audioPaused, audioUploadPaused, audioUploadResumed]);
  useEffect(preloadAudioReader, []);
  const hasAudio = file !== null || audio !== null;
  return (
    <div className={styles.step}>
      {hasAudio ? (
        <>
          <AudioPreview src={audio?.source ?? null} file={file} name={name ?? undefined} facts={facts} />
          <FromFileHint values={fromFile} onUndo={undoFromFile} />
          {uploading && <UploadProgressLine label="Audio upload" progress={progress} onCancel={cancel} pause={{ paused, onPause: pause, onResume: resume }} />}
          <div>
            <Button variant="outline" size="sm" onClick={clear} disabled={submitting}>
              change file
            </Button>
          </div>
        </>
      ) : (
        <>
          <PendingUploadOffer accept={AUDIO_RULES.accept} onFile={pick} />
          <FileDrop accept={AUDIO_RULES.accept} label="Audio file" onFile={pick} disabled={submitting} invalid={error !== null} describedBy={SUPPORTED_ID}>
            <span className={styles.thumbEmpty} aria-hidden>
              ♪
            </span>
            <span className={styles.dropText}>
              <span className={styles.fileName}>Choose or drop a WAV or FLAC file</span>
            </span>
          </FileDrop>
        </>
      )}
      {error && (
        <FormMessage tone="error" id={ERROR_ID}>
          {error}
        </FormMessage>
      )}
      <div id={SUPPORTED_ID} className={styles.supported}>
        <span>Supported formats:</span>
        {AUDIO_RULES.supportedFormatsText.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </div>
    </div>
  );
}
