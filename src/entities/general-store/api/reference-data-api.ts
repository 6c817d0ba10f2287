import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';
import { REFERENCE_DATA_STALE_TIME } from '../config/cache';
import { readCachedList, writeCachedList } from '../lib/local-cache';
import { orderDistributionSources } from '../lib/order-distribution-sources';

export type DspSource = components['schemas']['DspSource'];
export type DistributionSource = components['schemas']['DistributionSource'];
export type PerformanceRightsOrganization = components['schemas']['PerformanceRightsOrganization'];

export const referenceDataKeys = {
  all: ['reference-data'] as const,
  dspSources: () => [...referenceDataKeys.all, 'dsp-sources'] as const,
  distributionSources: () => [...referenceDataKeys.all, 'dsp-sources-distribution'] as const,
  performanceRightsOrganizations: () => [...referenceDataKeys.all, 'pros'] as const,
};

/** A list read once, kept in React Query for a day and mirrored to localStorage. */
function cachedListOptions<T>(
  key: readonly string[],
  cacheName: string,
  fetchList: () => Promise<T[]>,
) {
  return queryOptions({
    queryKey: key,
    queryFn: async () => {
      const list = await fetchList();
      writeCachedList(cacheName, list);
      return list;
    },
    staleTime: REFERENCE_DATA_STALE_TIME,
    gcTime: REFERENCE_DATA_STALE_TIME,
    initialData: () => readCachedList<T>(cacheName)?.data,
    initialDataUpdatedAt: () => readCachedList<T>(cacheName)?.savedAt,
  });
}

export const dspSourcesQuery = () =>
  cachedListOptions(referenceDataKeys.dspSources(), 'dsp-sources', () =>
    unwrap(apiClient.GET('/dsp-sources')),
  );

/** Distribution sources, ordered: COMING_SOON last, the rest by ascending priority. */
export const distributionSourcesQuery = () =>
  cachedListOptions(referenceDataKeys.distributionSources(), 'dsp-sources-distribution', async () =>
    orderDistributionSources(await unwrap(apiClient.GET('/dsp-sources/distribution'))),
  );

export const performanceRightsOrganizationsQuery = () =>
  cachedListOptions(referenceDataKeys.performanceRightsOrganizations(), 'pros', () =>
    unwrap(apiClient.GET('/PROs')),
  );
