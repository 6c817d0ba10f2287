import { css } from 'styled-system/css';
import { Button } from '@/shared/ui';

export type BulkAction = 'status' | 'codes' | 'delivery' | 'delete';

const styles = {
  root: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    py: '3',
    px: '4',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
  }),
  count: css({ fontWeight: 'semibold', textStyle: 'sm', me: 'auto' }),
};

export interface BulkBarProps {
  count: number;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Shown while releases are selected: what can be done to all of them at once. */
export function BulkBar({ count, onAction, onClear }: BulkBarProps) {
  return (
    <section className={styles.root} aria-label="Bulk actions">
      <p className={styles.count} aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" variant="outline" onClick={() => onAction('status')}>
        Change status
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAction('codes')}>
        Assign codes
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAction('delivery')}>
        Send to delivery
      </Button>
      <Button size="sm" variant="danger" onClick={() => onAction('delete')}>
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
