const ARTIST_PAGE = /^\/dashboard\/artists\/[^/]+(\/[^/]+)?\/?$/;

/**
 * The same page of another artist when `pathname` is one artist's page (its overview, catalog,
 * payouts…), else null: picking an artist in the header takes such a page along (issue #36).
 * The query is left behind: what it names (an album, a filter) belongs to the other artist.
 */
export function samePageOfArtist(pathname: string, artistId: string): string | null {
  const match = ARTIST_PAGE.exec(pathname);
  if (!match) return null;
  return `/dashboard/artists/${encodeURIComponent(artistId)}${match[1] ?? ''}`;
}
