import { useDeferredValue, useState } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { memoizeByList } from '@/shared/lib/memoize-by-list';
import { Button, EmptyState } from '@/shared/ui';
import {
  ALL_USERS,
  countPresenceUsers,
  filterPresenceUsers,
  pageOptions,
  sortByColumn,
  type PresenceFilters,
  type PresenceSort,
} from '../lib/presence-table';
import { PresenceCountCards } from './presence-counts';
import { PresenceFilterBar } from './presence-filters';
import { PresenceTable } from './presence-table';

// Worked out once per refresh of the list (and per change of the filters or the sort).
const countsOf = memoizeByList((users: readonly PresenceUser[]) => countPresenceUsers(users));
const pagesOf = memoizeByList((users: readonly PresenceUser[]) => pageOptions(users));
const filteredOf = memoizeByList(filterPresenceUsers);
const sortedOf = memoizeByList(sortByColumn);

const styles = {
  summary: css({ textStyle: 'sm', color: 'fg.muted' }),
};

export interface PresenceViewProps {
  users: readonly PresenceUser[];
  currentUserId: string | null;
}

/** The counts, the filters and the table of the online users (a chunk of its own). */
export function PresenceView({ users, currentUserId }: PresenceViewProps) {
  const [filters, setFilters] = useState<PresenceFilters>(ALL_USERS);
  const [sort, setSort] = useState<PresenceSort>(null);
  // Typing in the search stays responsive with thousands of rows.
  const deferredFilters = useDeferredValue(filters);

  const counts = countsOf(users, undefined);
  const pages = pagesOf(users, undefined);
  const shown = sortedOf(filteredOf(users, deferredFilters), sort);

  return (
    <>
      <PresenceCountCards counts={counts} />
      <PresenceFilterBar filters={filters} pages={pages} onChange={setFilters} />
      <p className={styles.summary} role="status" aria-live="polite">
        {shown.length === users.length
          ? `${users.length} ${users.length === 1 ? 'user' : 'users'}`
          : `Showing ${shown.length} of ${users.length} users`}
      </p>
      {users.length === 0 ? (
        <EmptyState title="No users online" description="People show here, live, as they sign in." />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No users match the filters"
          description="Try another search, role, status, device or page."
          action={
            <Button variant="outline" onClick={() => setFilters(ALL_USERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <PresenceTable users={shown} currentUserId={currentUserId} sort={sort} onSortChange={setSort} />
      )}
    </>
  );
}
