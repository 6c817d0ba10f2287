import { useEffect } from 'react';
import type { PageRequest } from './data-table';

/** A paged list's query as TanStack Query reports it. */
export interface PagedQuery<Row> extends PageRequest<Row> {
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

/**
 * Keeps a paged list within its pages: on a page past the end (its last rows deleted or moved out of
 * the view, an old link) it goes to the last page in place of the address's entry, and the returned
 * request stays pending meanwhile (pass it as the table's `page`).
 */
export function usePageInRange<Row>(
  request: PagedQuery<Row>,
  at: { page: number; limit: number },
  update: (patch: { page: number }, options: { replace: boolean }) => void,
): PagedQuery<Row> {
  const total = request.data?.total;
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / at.limit));
  const pastTheEnd = request.isSuccess && at.page > lastPage;
  // A placeholder (the previous page's answer) does not tell where this page's list ends.
  const settled = pastTheEnd && !request.isPlaceholderData;
  useEffect(() => {
    if (settled) update({ page: lastPage }, { replace: true });
  }, [settled, lastPage, update]);
  return pastTheEnd ? { ...request, isPending: true } : request;
}
