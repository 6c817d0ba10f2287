import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { deferredModule, useDeferredSlot } from '@/shared/lib/deferred';
import type { HeaderSlots } from '@/widgets/app-shell';
import { searchOpened } from '@/widgets/global-search';

// The roster popover and the search button are not needed for the first paint: their chunk is
// fetched once the browser is idle after it, or when the pointer reaches their place or the
// search shortcut is pressed. Until then, placeholders keep their room in the header.
const actions = deferredModule(() => import(/* webpackChunkName: "header-actions" */ './header-actions'));

// The online-users button is for admins only and carries the presence list (virtualised rows,
// the live feed): a chunk of its own, fetched only for admins, and like the actions above once
// the browser is idle after the first paint (or the pointer reaches its place), so that it does
// not compete with the page's own chunks, data and first render.
const onlineUsers = deferredModule(() => import('@/widgets/online-users'));

const styles = {
  // The online-users button's 40 px round trigger.
  onlineUsers: css({ display: 'inline-flex', flexShrink: '0', w: '10', h: '10' }),
  // The roster trigger without the artist's name (avatar, chevron); the name, shown from `sm`,
  // only takes room from the spacer after it.
  roster: css({ display: 'inline-flex', flexShrink: '0', w: '[68px]', h: '10' }),
  // The search button: the icon, then the shortcut from `sm`, then "Search" from `md`. It is the
  // first of the header's actions, so its width moves none of the others.
  search: css({ display: 'inline-flex', flexShrink: '0', h: '10', w: { base: '[42px]', sm: '[105px]', md: '[161px]' } }),
};

function DeferredRoster() {
  const { loaded, want } = useDeferredSlot(actions);
  if (loaded) return <loaded.RosterPopover />;
  return <span className={styles.roster} aria-hidden="true" onPointerEnter={want} />;
}

function DeferredSearch() {
  const { loaded, want } = useDeferredSlot(actions);
  const openSearch = useUnit(searchOpened);
  // Cmd/Ctrl+K before the search has arrived: the dialog opens as soon as it has.
  useEffect(() => {
    if (loaded) return;
    function onKeyDown(event: KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
        want();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [loaded, want, openSearch]);
  if (loaded) return <loaded.GlobalSearch />;
  return <span className={styles.search} aria-hidden="true" onPointerEnter={want} />;
}

function DeferredOnlineUsers() {
  const { loaded, want } = useDeferredSlot(onlineUsers);
  if (loaded) return <loaded.OnlineUsersButton />;
  return <span className={styles.onlineUsers} aria-hidden="true" onPointerEnter={want} />;
}

function AdminOnlineUsers() {
  const { isAdmin } = useSession();
  return isAdmin ? <DeferredOnlineUsers /> : null;
}

/** The header slots of the signed-in layouts: roster popover, search, online users (admins). */
export const headerSlots: HeaderSlots = {
  roster: <DeferredRoster />,
  search: <DeferredSearch />,
  onlineUsers: <AdminOnlineUsers />,
};
