import type { SearchItem } from '../api/search-api';

/** Spec 1 §2: an artist opens its overview, a writer its overview (by the item id). */
export function searchItemPath(item: Pick<SearchItem, 'kind' | 'id'>): string {
  const id = encodeURIComponent(item.id);
  return item.kind === 'writers' ? `/dashboard/writers/${id}` : `/dashboard/artists/${id}`;
}
