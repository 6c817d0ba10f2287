import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { ExportCsvResult } from '@/shared/lib/csv';
import { Button } from '../button';
import { errorMessageOf } from '../data-view';
import { toaster } from '../toast';

const styles = {
  root: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  progress: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', color: 'fg.muted' }),
  bar: css({ w: '24', h: '2', accentColor: 'accent.default' }),
};

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportCsvButtonProps {
  /** Runs the export (see `exportCsv` in `@/shared/lib/csv`), reporting rows fetched so far. */
  onExport: (options: { signal: AbortSignal; onProgress: (done: number, total: number) => void }) => Promise<ExportCsvResult>;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * "Export CSV": fetches every matching row and downloads them; a long export shows how far it
 * has got and can be cancelled.
 */
export function ExportCsvButton({ onExport }: ExportCsvButtonProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  async function run() {
    const current = new AbortController();
    controller.current = current;
    setProgress({ done: 0, total: 0 });
    try {
      const result = await onExport({ signal: current.signal, onProgress: (done, total) => setProgress({ done, total }) });
      toaster.create({ type: 'success', title: `Downloaded ${result.filename}`, description: `${count(result.rows)} ${result.rows === 1 ? 'row' : 'rows'}` });
    } catch (error) {
      if (!current.signal.aborted) toaster.create({ type: 'error', title: 'Export failed', description: errorMessageOf(error) });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }
  if (!progress) {
    return (
      <Button variant="outline" onClick={() => void run()}>
        Export CSV
      </Button>
    );
  }
  const label = progress.total ? `Exporting ${count(progress.done)} of ${count(progress.total)} rows` : 'Exporting…';
  return (
    <span className={styles.root}>
      <span className={styles.progress} role="status">
        <progress className={styles.bar} max={progress.total || undefined} value={progress.total ? progress.done : undefined} aria-label={label} />
        {label}
      </span>
      <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
        Cancel export
      </Button>
    </span>
  );
}
