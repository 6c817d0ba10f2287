import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { SortDirection, TableSort } from './types';

export const sortButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  p: '1',
  ms: '-1',
  borderRadius: 'sm',
  fontWeight: 'semibold',
  color: '[inherit]',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  focusVisibleOutline: 'flush',
});

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** `aria-sort` of a sortable column's header. */
export const ariaSort = (direction: SortDirection | null) => (direction ? ARIA_SORT[direction] : 'none');

export function SortArrow({ direction }: { direction: SortDirection | null }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      style={{ opacity: direction ? 1 : 0.35 }}
    >
      {direction === 'desc' ? <path d="M12 5v14M6 13l6 6 6-6" /> : <path d="M12 19V5M6 11l6-6 6 6" />}
    </svg>
  );
}

/**
 * The order after pressing the header of `key`: the same column turns around (a list with no
 * direction keeps its order), another starts in its first direction.
 */
export function nextTableSort(current: TableSort | undefined, key: string, first: SortDirection = 'asc'): TableSort {
  if (current?.by !== key) return current?.direction === undefined && current ? { by: key } : { by: key, direction: first };
  if (current.direction === undefined) return current;
  return { by: key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The direction the header shows: the list's, or the column's first one when the list has none. */
export function shownDirection(sort: TableSort | undefined, key: string, first: SortDirection = 'asc'): SortDirection | null {
  if (sort?.by !== key) return null;
  return sort.direction ?? first;
}

/** A sortable column's header button: its label and an arrow. */
export function SortButton({ direction, onClick, children }: { direction: SortDirection | null; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={sortButtonStyle} onClick={onClick}>
      {children}
      <SortArrow direction={direction} />
    </button>
  );
}
