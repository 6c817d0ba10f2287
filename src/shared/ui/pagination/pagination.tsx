import { cx } from 'styled-system/css';
import { pagination } from 'styled-system/recipes';
import { formatCount } from '@/shared/lib/money';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  /** Number of items across all pages. */
  total: number;
  /** `total` is an estimate: "1–25 of about 98,000". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** Pages to show: first, last, and two around the current one; gaps become "…". */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const slots: Slot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let current = start; current <= end; current += 1) slots.push(current);
  if (end < pageCount - 1) slots.push('gap-end');
  slots.push(pageCount);
  return slots;
}

export function Pagination({ page, pageSize, total, totalIsEstimate = false, onPageChange, label = 'Pagination', className }: PaginationProps) {
  const styles = pagination();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <p className={styles.summary} aria-live="polite">
        {total === 0
          ? 'No results'
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total, { estimate: totalIsEstimate })}`}
      </p>
      {pageCount > 1 && (
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={styles.item}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
              aria-label="Previous page"
            >
              ‹
            </button>
          </li>
          {pageSlots(page, pageCount).map((slot) =>
            typeof slot === 'number' ? (
              <li key={slot}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={slot === page ? 'page' : undefined}
                  aria-label={`Page ${slot}`}
                  onClick={() => onPageChange(slot)}
                >
                  {slot}
                </button>
              </li>
            ) : (
              <li key={slot} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={styles.item}
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
              aria-label="Next page"
            >
              ›
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
