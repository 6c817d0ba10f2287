/** A track's and an album's pages (a module apart from the table, so a link does not load it). */
export const trackHref = (id: string) => `/dashboard/tracks/${encodeURIComponent(id)}`;
export const albumHref = (id: string) => `/dashboard/albums/${encodeURIComponent(id)}`;
