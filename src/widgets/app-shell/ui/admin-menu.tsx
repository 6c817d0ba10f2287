import type { ReactNode } from 'react';
import { ADMIN_NAV_ITEMS } from '../config/admin-nav';
import type { NavIconName, NavItem } from '../model/nav-types';

export interface AdminMenu {
  items: readonly NavItem[];
  icons: Partial<Record<NavIconName, ReactNode>>;
}

/**
 * The Admin section of the menu with its icons. Only admins see it, so the dashboard layout loads
 * it apart (a chunk of its own, once the user is known); the admin layout takes it at once.
 */
export const ADMIN_MENU: AdminMenu = {
  items: ADMIN_NAV_ITEMS,
  icons: {
    artist: (
      <>
        <rect x="9" y="2" width="6" height="12" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8" />
      </>
    ),
    writer: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
    mlc: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.8 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.6-3-1.5M12 6v2M12 16v2" />
      </>
    ),
    invite: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 7l9 6 9-6" />
      </>
    ),
    rates: (
      <>
        <path d="M19 5L5 19" />
        <circle cx="7" cy="7" r="2.5" />
        <circle cx="17" cy="17" r="2.5" />
      </>
    ),
    distribution: <path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />,
    users: (
      <>
        <circle cx="9" cy="8" r="4" />
        <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
      </>
    ),
    presence: (
      <>
        <circle cx="12" cy="12" r="2" />
        <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
      </>
    ),
    behavior: <path d="M4 4l7 17 2.5-7.5L21 11z" />,
    realtime: <path d="M22 12h-4l-3 9L9 3l-3 9H2" />,
    health: <path d="M20.8 5.6a5.5 5.5 0 0 0-7.8 0L12 6.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 22l8.8-8.6a5.5 5.5 0 0 0 0-7.8zM7 12h2l1.5-2 2 4 1.5-2h3" />,
    posts: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M7 8h10M7 12h10M7 16h6" />
      </>
    ),
    email: (
      <>
        <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        <path d="M22 6l-10 7L2 6" />
      </>
    ),
  },
};
