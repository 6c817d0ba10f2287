import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { mobileMediaQuery } from '@/shared/config';
import { useMediaQuery } from '@/shared/lib/device';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { surfaceStyles } from './data-view';

const styles = {
  folded: css({ display: 'flex', alignItems: 'flex-end', gap: '2', '& > label': { flex: '1', minW: '0' } }),
  drawer: css({ display: 'flex', flexDirection: 'column', gap: '4', '& > *': { w: 'full' }, '& select, & input, & button': { w: 'full' } }),
};

export interface FilterBarProps {
  /** Names the filters (their search landmark), e.g. "Filter releases". */
  label: string;
  /** How many filters are set: shown on the phone's "Filters" button. */
  count: number;
  /** The list's search field: in view on a phone too. */
  search?: ReactNode;
  /** The filters and the sort: folded into a drawer on a phone (none: the search alone, never folded). */
  children?: ReactNode;
  /** Given while a filter is set: "Clear filters". */
  onClear?: () => void;
}

/**
 * The filters of a list. On a desktop they sit in a row above it; on a phone (the shell's mobile
 * width) they fold behind a "Filters (n)" button that opens them in a drawer, so the list's first
 * row shows on the first screen. Build its filters from `SelectFilter`, `BooleanFilter`,
 * `DateRangeFilter` and `ListSearch`; `useListTable(schema).filterBar` gives its count and clear.
 */
export function FilterBar({ label, count, search, children, onClear }: FilterBarProps) {
  const narrow = useMediaQuery(mobileMediaQuery);
  const [open, setOpen] = useState(false);
  const clear = onClear && (
    <Button variant="ghost" onClick={onClear}>
      Clear filters
    </Button>
  );
  if (!narrow || children == null) {
    return (
      <div className={surfaceStyles.filters} role="search" aria-label={label}>
        {search}
        {children}
        {clear}
      </div>
    );
  }
  return (
    <div className={styles.folded} role="search" aria-label={label}>
      {search}
      <Button variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        placement="bottom"
        title="Filters"
        footer={
          <>
            {clear}
            <Button onClick={() => setOpen(false)}>Done</Button>
          </>
        }
      >
        <div className={styles.drawer} role="group" aria-label={label}>
          {children}
        </div>
      </Dialog>
    </div>
  );
}
