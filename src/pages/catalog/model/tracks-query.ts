import { TRACK_LIST_PAGE_SIZE, TRACK_SORTS, CATALOG_PAGE_SIZE } from '@/entities/track';
import { listParam, listQuery } from '@/shared/lib/list-query';

export const tracksQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(TRACK_LIST_PAGE_SIZE),
  search: listParam.text(),
  sortBy: listParam.oneOf(TRACK_SORTS, 'streams'),
});

export const albumTracksQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(CATALOG_PAGE_SIZE),
});

export const TRACK_SORT_LABELS: Readonly<Record<(typeof TRACK_SORTS)[number], string>> = {
  streams: 'Most streamed',
  latest: 'Latest release',
  oldest: 'Oldest release',
  title: 'Title',
};
