import type { AdminReleaseListParams } from '@/entities/release';
import { RELEASE_FORMATS, RELEASE_STATUSES } from '@/entities/release';
import { countSet, listParam, listQuery, toApiQuery, type ListParam, type ListQueryOutput } from '@/shared/lib/list-query';
import {
  DISTRIBUTION_PAGE_SIZE,
  DISTRIBUTION_VIEWS,
  QUEUE_SORTS,
  CODE_FILTERS,
  QUEUE_TAG_FILTERS,
  SORT_DIRECTIONS,
} from '../config/distribution-list';

/** A calendar day `YYYY-MM-DD` that exists; anything else is "not set". */
const isoDay = (): ListParam<string | undefined> => ({
  parse: (raw) => {
    if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
    const day = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : undefined;
  },
});

/** A MongoDB-style id (24 hex digits), as the contract's ObjectId. */
const objectId = (): ListParam<string | undefined> => ({
  parse: (raw) => (raw && /^[0-9a-f]{24}$/i.test(raw) ? raw : undefined),
});

/**
 * `/admin/distribution?view=all&status=APPROVED,DELIVERED&format=EP&tags=noUpc&releaseDateFrom=2026-01-01&sortBy=title&sortDirection=asc&page=2`:
 * the queue's view, filters, sort and page live in the address. The default view is "Needs
 * review" (pending releases, the longest waiting first); `status` applies to "All releases".
 */
export const distributionQuerySchema = listQuery({
  view: listParam.oneOf(DISTRIBUTION_VIEWS, 'review'),
  page: listParam.page(),
  limit: listParam.limit(DISTRIBUTION_PAGE_SIZE),
  search: listParam.text(),
  status: listParam.listOf(RELEASE_STATUSES),
  format: listParam.oneOf(RELEASE_FORMATS),
  tags: listParam.listOf(QUEUE_TAG_FILTERS),
  releaseDateFrom: isoDay(),
  releaseDateTo: isoDay(),
  userId: objectId(),
  artistId: objectId(),
  sortBy: listParam.oneOf(QUEUE_SORTS),
  sortDirection: listParam.oneOf(SORT_DIRECTIONS),
});

export type DistributionQuery = ListQueryOutput<typeof distributionQuerySchema>;

/** The sort a view starts with: the longest waiting first for review, the newest first otherwise. */
export function effectiveSort(query: Pick<DistributionQuery, 'view' | 'sortBy' | 'sortDirection'>) {
  const review = query.view === 'review';
  return {
    sortBy: query.sortBy ?? (review ? 'submittedAt' : 'createdAt'),
    sortDirection: query.sortDirection ?? (review ? 'asc' : 'desc'),
  } as const;
}

/** Whether the list is narrowed by something other than its view, sort and page (the empty state's "clear filters"). */
/** The filters a phone folds into the drawer that are set (the search stays in view): each control counts once. */
export function filterCount(query: DistributionQuery): number {
  return (
    countSet(query, ['format', 'releaseDateFrom', 'releaseDateTo']) +
    Number(query.view === 'all' && query.status.length > 0) +
    CODE_FILTERS.filter((filter) => query.tags.some((tag) => filter.tags.includes(tag))).length
  );
}

export function isNarrowed(query: DistributionQuery): boolean {
  return Boolean(
    query.search ||
      query.format ||
      query.releaseDateFrom ||
      query.releaseDateTo ||
      query.userId ||
      query.artistId ||
      query.tags.length > 0 ||
      (query.view === 'all' && query.status.length > 0),
  );
}

/** The `GET /admin/releases` query of the address: "Needs review" is the pending releases. */
export function toAdminListParams(query: DistributionQuery): AdminReleaseListParams {
  const { view, status, format, ...rest } = query;
  return toApiQuery({
    ...rest,
    status: view === 'review' ? ['PENDING'] : status,
    format: format ? [format] : undefined,
    ...effectiveSort(query),
  }) as AdminReleaseListParams;
}
