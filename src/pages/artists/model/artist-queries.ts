import { CATALOG_PAGE_SIZE, CATALOG_TYPES } from '@/entities/track';
import { listParam, listQuery } from '@/shared/lib/list-query';

/** Catalog query (spec 1 §3): `type` default all-tracks, optional `albumId`, 15 per page. */
export const catalogBrowseQuerySchema = listQuery({
  type: listParam.oneOf(CATALOG_TYPES, 'all-tracks'),
  albumId: listParam.text(100),
  page: listParam.page(),
  limit: listParam.limit(CATALOG_PAGE_SIZE),
});

export const catalogManagementQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(CATALOG_PAGE_SIZE),
});

export const UNCLAIMED_STATUSES = ['UNCLAIMED', 'CLAIM_SUBMITTED', 'CLAIMED', 'REJECTED'] as const;

export const unclaimedQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  search: listParam.text(),
  status: listParam.oneOf(UNCLAIMED_STATUSES),
  sortBy: listParam.oneOf(['amount', 'latest', 'title'], 'amount'),
});

export const usageQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  platform: listParam.oneOf(['SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC', 'TIDAL', 'SOUNDCLOUD', 'DEEZER']),
  sortBy: listParam.oneOf(['period', 'streams', 'revenue'], 'period'),
});

export const UNCLAIMED_SORT_LABELS = { amount: 'Largest amount', latest: 'Latest period', title: 'Recording title' } as const;
export const USAGE_SORT_LABELS = { period: 'Newest period', streams: 'Streams', revenue: 'Revenue' } as const;
