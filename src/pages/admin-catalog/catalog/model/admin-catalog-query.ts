import { listParam, listQuery } from '@/shared/lib/list-query';
import { objectIdParam } from './admin-mlc-query';

export const CATALOG_ITEM_PAGE_SIZE = 25;
export const CATALOG_ITEM_TYPES = ['track', 'album'] as const;
export const CATALOG_ITEM_TYPE_LABELS: Readonly<Record<(typeof CATALOG_ITEM_TYPES)[number], string>> = {
  track: 'Tracks',
  album: 'Albums',
};
export const CATALOG_ITEM_SORTS = ['streams', 'latest', 'oldest', 'title'] as const;
export const CATALOG_ITEM_SORT_LABELS: Readonly<Record<(typeof CATALOG_ITEM_SORTS)[number], string>> = {
  streams: 'Most streams',
  latest: 'Newest release',
  oldest: 'Oldest release',
  title: 'Title A–Z',
};

/** `/admin/catalog?type=…&search=…&artistId=…&sortBy=…&page=…`. */
export const adminCatalogQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(CATALOG_ITEM_PAGE_SIZE),
  type: listParam.oneOf(CATALOG_ITEM_TYPES, 'track'),
  search: listParam.text(),
  artistId: objectIdParam(),
  sortBy: listParam.oneOf(CATALOG_ITEM_SORTS, 'streams'),
});
