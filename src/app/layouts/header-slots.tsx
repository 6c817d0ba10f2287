import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import type { HeaderSlots } from '@/widgets/app-shell';
import { GlobalSearch } from '@/widgets/global-search';
import { RosterPopover } from '@/widgets/roster-popover';

// The online-users button is for admins only and carries the presence list (virtualised rows,
// the live feed): a chunk of its own, fetched only for admins.
const OnlineUsersButton = lazy(() =>
  import('@/widgets/online-users').then((module) => ({ default: module.OnlineUsersButton })),
);

// Keeps the header's actions in place while the button loads (its 40 px round trigger).
const placeholder = css({ display: 'inline-flex', flexShrink: '0', w: '10', h: '10' });

function AdminOnlineUsers() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={<span className={placeholder} aria-hidden="true" />}>
      <OnlineUsersButton />
    </Suspense>
  );
}

/** The header slots of the signed-in layouts: roster popover, search, online users (admins). */
export const headerSlots: HeaderSlots = {
  roster: <RosterPopover />,
  search: <GlobalSearch />,
  onlineUsers: <AdminOnlineUsers />,
};
