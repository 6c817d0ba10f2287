/**
 * The parts of the product still being built, in the words people use for them. A page that is
 * not built yet says which part brings it; the entry goes once that part lands.
 */
export const UPCOMING_AREA = {
  releases: 'release management',
  adminCatalogue: 'the catalogue and royalty tools for admins',
  adminPosts: 'posts',
  adminEmail: 'email lists and campaigns',
  adminAnalytics: 'admin analytics and service health',
} as const;

export type UpcomingArea = (typeof UPCOMING_AREA)[keyof typeof UPCOMING_AREA];

/** Where "back" goes from a page not built yet: the landing page of the area it sits in. */
export function wayBackFrom(pathname: string): { to: string; label: string } {
  return pathname === '/admin' || pathname.startsWith('/admin/')
    ? { to: '/admin', label: 'Back to the admin dashboard' }
    : { to: '/dashboard', label: 'Back to the dashboard' };
}
