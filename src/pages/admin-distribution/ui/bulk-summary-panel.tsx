import { css } from 'styled-system/css';
import { Button } from '@/shared/ui';
import type { BulkSummary } from '../lib/bulk-summary';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', py: '3', px: '4', borderRadius: 'card', textStyle: 'sm', minW: '0' }),
  success: css({ bg: 'success.subtle', color: 'success.fg' }),
  partial: css({ bg: 'danger.subtle', color: 'danger.fg' }),
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  title: css({ fontWeight: 'semibold' }),
  list: css({ ps: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1', overflowWrap: 'anywhere' }),
};

/** The outcome of the last bulk call: how many were done, and each failed release with the server's reason. */
export function BulkSummaryPanel({ summary, onDismiss }: { summary: BulkSummary; onDismiss: () => void }) {
  const failed = summary.failed.length > 0;
  return (
    <div role={failed ? 'alert' : 'status'} className={`${styles.root} ${failed ? styles.partial : styles.success}`} aria-label={`${summary.action} result`}>
      <div className={styles.head}>
        <p>
          <span className={styles.title}>{summary.action}:</span> {summary.text}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {failed && (
        <ul className={styles.list} aria-label="Failed releases">
          {summary.failed.map((failure) => (
            <li key={failure.releaseId}>
              <strong>{failure.title}</strong>: {failure.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
