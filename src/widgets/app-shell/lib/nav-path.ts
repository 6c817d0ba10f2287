import type { NavItem, NavSection } from '../model/nav-types';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether `pathname` is `path` or below it, by whole segments (`/admin/email` does not contain
 * `/admin/email-lists`). Section roots with a single segment (`/admin`, `/dashboard`) match only
 * themselves, or every page would sit inside them.
 */
export function pathMatches(path: string, pathname: string): boolean {
  const base = trimSlash(path.split('?')[0] ?? path);
  const current = trimSlash(pathname);
  if (current === base) return true;
  const isRoot = base.split('/').filter(Boolean).length <= 1;
  return !isRoot && current.startsWith(`${base}/`);
}

/** A group is "inside" when the path is the group's own page or any descendant's. */
export function isPathInside(item: NavItem, pathname: string): boolean {
  if (item.path && pathMatches(item.path, pathname)) return true;
  return (item.children ?? []).some((child) => isPathInside(child, pathname));
}

/** Every navigable (enabled, with a path) item, depth first. */
function navigableItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [
    ...(item.path && !item.disabled && !item.children ? [item] : []),
    ...navigableItems(item.children ?? []),
  ]);
}

/**
 * The path of the one item to highlight for `pathname`: the longest matching item path, so
 * `/admin/posts/create` highlights Posts, not Dashboard.
 */
export function findActivePath(sections: readonly NavSection[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of sections.flatMap((section) => navigableItems(section.items))) {
    const path = item.path as string;
    if (pathMatches(path, pathname) && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** Titles of the groups that contain `pathname` (the ones to expand). */
export function groupsContaining(sections: readonly NavSection[], pathname: string): string[] {
  const walk = (items: readonly NavItem[]): string[] =>
    items.flatMap((item) =>
      item.children ? [...(isPathInside(item, pathname) ? [item.title] : []), ...walk(item.children)] : [],
    );
  return sections.flatMap((section) => walk(section.items));
}
