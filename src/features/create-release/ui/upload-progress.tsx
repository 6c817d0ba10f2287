import type { UploadProgress } from '@/shared/api';
import { Button } from '@/shared/ui';
import { wizardStyles as styles } from './wizard-styles';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Bytes and percent of an upload, with its cancel button. */
export function UploadProgressLine({ label, progress, onCancel }: { label: string; progress: UploadProgress | null; onCancel: () => void }) {
  const percent = progress?.percent ?? 0;
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <span>{progress ? `${megabytes(progress.loaded)} of ${megabytes(progress.total)} · ${percent}%` : 'Starting…'}</span>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
