import { css } from 'styled-system/css';
import type { UploadProgress } from '@/shared/api';
import { formatBytes } from '@/shared/lib/format';
import { Button } from '../button';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '3', textStyle: 'caption', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', flexWrap: 'wrap' }),
  bar: css({ flex: '1', minW: '24', h: '1.5', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' }),
  fill: css({ h: 'full', bg: 'accent.default', transition: '[width 0.2s]' }),
};

const megabytes = (bytes: number) => formatBytes(bytes, { unit: 'MB' });

export interface UploadProgressLineProps {
  /** Names the progress bar ("Audio upload"). */
  label: string;
  /** Null until the first progress event. */
  progress: UploadProgress | null;
  onCancel: () => void;
}

/** Bytes and percent of an upload, with its cancel button (every file upload shows this line). */
export function UploadProgressLine({ label, progress, onCancel }: UploadProgressLineProps) {
  const percent = progress?.percent ?? 0;
  return (
    <div className={styles.root}>
      <div className={styles.bar} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span>{progress ? `${megabytes(progress.loaded)} of ${megabytes(progress.total)} · ${percent}%` : 'Starting…'}</span>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
