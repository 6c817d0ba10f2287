import type { components } from '@/shared/api';

export type RoleName = components['schemas']['RoleName'];

/** Keys of the inline SVG icons in `ui/nav-icons.tsx` (data stays free of React). */
export type NavIconName =
  | 'dashboard'
  | 'analytics'
  | 'catalog'
  | 'royalties'
  | 'integrations'
  | 'artist'
  | 'writer'
  | 'mlc'
  | 'invite'
  | 'rates'
  | 'distribution'
  | 'usage'
  | 'users'
  | 'presence'
  | 'behavior'
  | 'realtime'
  | 'health'
  | 'posts'
  | 'email'
  | 'releaseCreate'
  | 'releases'
  | 'wallet'
  | 'inviteArtist';

/** A navigation entry (spec 2 §2: title, path, icon, children, disabled, caption, roles, onClick). */
export interface NavItem {
  title: string;
  /** Label under the icon in the mini layout; defaults to `title`. */
  shortTitle?: string;
  /** Where the item goes; items with `onClick` and no `path` are actions (e.g. open a modal). */
  path?: string;
  icon?: NavIconName;
  children?: NavItem[];
  disabled?: boolean;
  /** Why the item is disabled (or a hint); shown under the title and in the tooltip. */
  caption?: string;
  /** Shown only to users holding one of these roles. */
  roles?: readonly RoleName[];
  onClick?: () => void;
}

export type NavSectionId = 'admin' | 'artist' | 'distribution' | 'invite';

export interface NavSection {
  id: NavSectionId;
  subheader: string;
  items: NavItem[];
  roles?: readonly RoleName[];
}

/** Which layout the shell is in: the admin layout puts the Admin section first. */
export type ShellArea = 'dashboard' | 'admin';
