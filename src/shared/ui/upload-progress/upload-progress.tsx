import { css, cx } from 'styled-system/css';
import type { UploadProgress } from '@/shared/api';
import { formatBytes } from '@/shared/lib/format';
import { Button } from '../button';

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    textStyle: 'caption',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    flexWrap: 'wrap',
  }),
  bar: css({
    flex: '1',
    minW: '24',
    h: '1.5',
    borderRadius: 'full',
    bg: 'bg.muted',
    overflow: 'hidden',
  }),
  fill: css({ h: 'full', bg: 'accent.default', transition: '[width 0.2s]' }),
  pausedFill: css({ bg: 'fg.muted' }),
};

const megabytes = (bytes: number) => formatBytes(bytes, { unit: 'MB' });

export interface UploadProgressLineProps {
  /** Names the progress bar ("Audio upload"). */
  label: string;
  /** Null until the first progress event. */
  progress: UploadProgress | null;
  onCancel: () => void;
  /** A resumable upload: "Pause upload" while it runs, "Resume upload" once paused. */
  pause?: { paused: boolean; onPause: () => void; onResume: () => void };
}

/** Bytes and percent of an upload, with its cancel button (every file upload shows this line). */
export function UploadProgressLine({ label, progress, onCancel, pause }: UploadProgressLineProps) {
  const percent = progress?.percent ?? 0;
  const figures = progress ? `${megabytes(progress.loaded)} of ${megabytes(progress.total)} · ${percent}%` : 'Starting…';
  return (
    <div className={styles.root}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={pause?.paused ? `Paused at ${percent}%` : undefined}
      >
        <div className={cx(styles.fill, pause?.paused && styles.pausedFill)} style={{ width: `${percent}%` }} />
      </div>
      <span aria-live="polite">{pause?.paused ? `Paused · ${figures}` : figures}</span>
      {pause && (
        <Button size="sm" variant="outline" onClick={pause.paused ? pause.onResume : pause.onPause}>
          {pause.paused ? 'Resume upload' : 'Pause upload'}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
