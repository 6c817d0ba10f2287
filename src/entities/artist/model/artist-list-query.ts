import { listParam, listQuery, type ListQueryOutput } from '@/shared/lib/list-query';
import {
  ARTIST_LIST_FIRST_PAGE,
  ARTIST_LIST_PAGE_SIZE,
  ARTIST_SORT_FIELDS,
  ARTIST_STATUS_FILTERS,
  SORT_DIRECTIONS,
} from '../config/artist-config';

/** Artist list query (spec 1 §3) as kept in the address; blank values are left out (§5). */
export const artistListQuerySchema = listQuery({
  page: listParam.page(ARTIST_LIST_FIRST_PAGE),
  limit: listParam.limit(ARTIST_LIST_PAGE_SIZE),
  search: listParam.text(),
  minMonthlyEarnings: listParam.number(),
  maxMonthlyEarnings: listParam.number(),
  isVerified: listParam.boolean(),
  status: listParam.oneOf(ARTIST_STATUS_FILTERS),
  socials: listParam.listOf(['INSTAGRAM', 'FACEBOOK', 'TWITTER']),
  sortBy: listParam.oneOf(ARTIST_SORT_FIELDS, 'createdAt'),
  sortDirection: listParam.oneOf(SORT_DIRECTIONS, 'desc'),
});

export type ArtistListQuery = ListQueryOutput<typeof artistListQuerySchema>;
