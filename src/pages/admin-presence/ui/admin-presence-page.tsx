import { useDeferredValue, useState } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { memoizeByList } from '@/shared/lib/memoize-by-list';
import { SkeletonText } from '@/shared/ui';
import { useOnlineUsers } from '@/widgets/online-users';
import {
  ALL_USERS,
  countPresenceUsers,
  filterPresenceUsers,
  pageOptions,
  sortByColumn,
  type PresenceFilters,
  type PresenceSort,
} from '../lib/presence-table';
import { PRESENCE_TABLE_REFRESH_MS } from '../config/refresh';
import { PresenceCountCards } from './presence-counts';
import { PresenceFilterBar } from './presence-filters';
import { PresenceTable } from './presence-table';

// Worked out once per refresh of the list (and per change of the filters or the sort).
const countsOf = memoizeByList((users: readonly PresenceUser[]) => countPresenceUsers(users));
const pagesOf = memoizeByList((users: readonly PresenceUser[]) => pageOptions(users));
const filteredOf = memoizeByList(filterPresenceUsers);
const sortedOf = memoizeByList(sortByColumn);

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6', py: '4' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  title: css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  subtitle: css({ textStyle: 'sm', color: 'fg.muted' }),
  summary: css({ textStyle: 'sm', color: 'fg.muted' }),
  state: css({
    py: '12',
    px: '6',
    textAlign: 'center',
    color: 'fg.muted',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
};

/** `/admin/presence`: the live presence feed as a sortable, filterable table with counts. */
export function AdminPresencePage() {
  // Thousands of users at many events per second: the page follows the feed a few times a
  // second rather than with every batch, and shows at once (as loading) with the table right
  // after. The list comes in list order (sorted once per refresh).
  const list = useOnlineUsers({ refreshMs: PRESENCE_TABLE_REFRESH_MS, deferFirstRender: true });
  const { users, currentUserId } = list;
  const loading = list.loading || list.pending;
  const [filters, setFilters] = useState<PresenceFilters>(ALL_USERS);
  const [sort, setSort] = useState<PresenceSort>(null);
  // Typing in the search stays responsive with thousands of rows.
  const deferredFilters = useDeferredValue(filters);

  const counts = countsOf(users, undefined);
  const pages = pagesOf(users, undefined);
  const shown = sortedOf(filteredOf(users, deferredFilters), sort);

  return (
    <section className={styles.root}>
      <title>Online users · Royalty Desk</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Online users</h1>
        <p className={styles.subtitle}>Who is signed in right now, where they are and on what. Updates live.</p>
      </header>

      {loading ? (
        <div className={styles.state} role="status" aria-busy="true">
          <p>Loading...</p>
          <SkeletonText />
        </div>
      ) : (
        <>
          <PresenceCountCards counts={counts} />
          <PresenceFilterBar filters={filters} pages={pages} onChange={setFilters} />
          <p className={styles.summary} role="status" aria-live="polite">
            {shown.length === users.length
              ? `${users.length} ${users.length === 1 ? 'user' : 'users'}`
              : `Showing ${shown.length} of ${users.length} users`}
          </p>
          {users.length === 0 ? (
            <p className={styles.state}>No users online</p>
          ) : shown.length === 0 ? (
            <p className={styles.state}>No users match the filters</p>
          ) : (
            <PresenceTable users={shown} currentUserId={currentUserId} sort={sort} onSortChange={setSort} />
          )}
        </>
      )}
    </section>
  );
}
