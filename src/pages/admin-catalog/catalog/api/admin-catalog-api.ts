import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type AdminUnclaimedRoyalty = components['schemas']['AdminUnclaimedRoyalty'];
export type CatalogItem = components['schemas']['CatalogItem'];
export type AdminMlcParams = NonNullable<operations['adminListUnclaimedRoyalties']['parameters']['query']>;
export type AdminCatalogParams = NonNullable<operations['adminListCatalog']['parameters']['query']>;

/** The largest page the contract allows: exports fetch pages of this size. */
export const EXPORT_PAGE_LIMIT = 100;

const fetchMlc = (query: AdminMlcParams, signal?: AbortSignal) => unwrap(apiClient.GET('/admin/mlc', { params: { query }, signal }));
const fetchCatalog = (query: AdminCatalogParams, signal?: AbortSignal) => unwrap(apiClient.GET('/admin/catalog', { params: { query }, signal }));

export const adminCatalogQueries = {
  /** `GET /admin/mlc`: a page of unclaimed mechanical-royalty lines, with their estimated total. */
  mlc: (query: AdminMlcParams) =>
    queryOptions({
      queryKey: ['admin', 'mlc', 'list', query] as const,
      queryFn: ({ signal }) => fetchMlc(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** `GET /admin/catalog`: a page of tracks or albums. */
  catalog: (query: AdminCatalogParams) =>
    queryOptions({
      queryKey: ['admin', 'catalog', 'list', query] as const,
      queryFn: ({ signal }) => fetchCatalog(query, signal),
      placeholderData: keepPreviousData,
    }),
};

/** Page `page` of the lines matching `query`, for an export. */
export const mlcPageFetcher = (query: AdminMlcParams) => (page: number, limit: number, signal?: AbortSignal) =>
  fetchMlc({ ...query, page, limit }, signal);

/** Page `page` of the catalogue items matching `query`, for an export. */
export const catalogPageFetcher = (query: AdminCatalogParams) => (page: number, limit: number, signal?: AbortSignal) =>
  fetchCatalog({ ...query, page, limit }, signal);
