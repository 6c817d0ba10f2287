import { useUnit } from 'effector-react';
import { COVER_RULES, RELEASE_FORMAT_LABELS, RELEASE_FORMATS, type ReleaseFormat } from '@/entities/release';
import { Field, Input, NativeSelect } from '@/shared/ui';
import { coverResultLine } from '@/entities/release';
import {
  $cover,
  $coverCheck,
  $coverPaused,
  $coverProgress,
  $coverUploading,
  $fields,
  $submitting,
  coverPicked,
  coverUploadCanceled,
  coverUploadPaused,
  coverUploadResumed,
  fieldsChanged,
  formatChanged,
} from '../model/wizard';
import { FileDrop } from './file-drop';
import { UploadProgressLine } from '@/shared/ui/upload-progress';
import { useObjectUrl } from './use-object-url';
import { wizardStyles as styles } from './wizard-styles';

const COVER_HINT_ID = 'create-release-cover-hint';

/** Step 0 "Add Release": cover art (checked here, then by the server), title and format. */
export function CoverStep() {
  const [cover, check, progress, paused, uploading, fields, submitting] = useUnit([$cover, $coverCheck, $coverProgress, $coverPaused, $coverUploading, $fields, $submitting]);
  const [pick, cancel, pause, resume, change, changeFormat] = useUnit([coverPicked, coverUploadCanceled, coverUploadPaused, coverUploadResumed, fieldsChanged, formatChanged]);
  const preview = useObjectUrl(cover);
  const info = check.status === 'idle' ? null : check.info;
  const invalid = check.status === 'invalid';
  return (
    <div className={styles.step}>
      <div className={styles.step}>
        <FileDrop
          accept={COVER_RULES.accept}
          label="Cover art"
          onFile={pick}
          disabled={submitting}
          invalid={invalid}
          describedBy={COVER_HINT_ID}
        >
          {preview ? <img src={preview} alt="" className={styles.thumb} /> : <span className={styles.thumbEmpty} aria-hidden>+</span>}
          <span className={styles.dropText}>
            <span className={styles.fileName}>{cover ? cover.name : 'Choose or drop your cover art'}</span>
            <span id={COVER_HINT_ID} className={styles.muted}>
              JPEG, PNG or TIFF, square, at least 3000×3000 pixels
            </span>
            {info && <span className={styles.resultLine}>{coverResultLine(info)}</span>}
            {check.status === 'checking' && !uploading && <span className={styles.muted}>Checking the image…</span>}
            {check.status === 'valid' && <span className={styles.muted}>The image meets the cover rules.</span>}
          </span>
        </FileDrop>
        {uploading && <UploadProgressLine label="Cover upload" progress={progress} onCancel={cancel} pause={{ paused, onPause: pause, onResume: resume }} />}
        {check.status === 'invalid' && (
          <ul className={styles.reasons} role="alert" aria-label="Why the cover art was refused">
            {(check.reasons.length ? check.reasons.map((reason) => reason.message) : [check.message]).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <Field label="Title" required>
        <Input
          name="title"
          value={fields.title}
          maxLength={200}
          autoComplete="off"
          disabled={submitting}
          onChange={(event) => change({ title: event.currentTarget.value })}
        />
      </Field>
      <Field label="Release Format" required>
        <NativeSelect
          name="format"
          value={fields.format}
          disabled={submitting}
          onChange={(event) => changeFormat(event.currentTarget.value as ReleaseFormat | '')}
        >
          <option value="">Choose a format</option>
          {RELEASE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {RELEASE_FORMAT_LABELS[format]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
