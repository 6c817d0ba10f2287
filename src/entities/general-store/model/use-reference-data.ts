import { useQuery } from '@tanstack/react-query';
import {
  distributionSourcesQuery,
  dspSourcesQuery,
  performanceRightsOrganizationsQuery,
  type DistributionSource,
  type DspSource,
  type PerformanceRightsOrganization,
} from '../api/reference-data-api';
import { useGeneralFlags } from './general-store';

export interface ReferenceData {
  dspSources: DspSource[];
  /** COMING_SOON last, the rest by ascending priority. */
  dspSourcesDistribution: DistributionSource[];
  performanceRightsOrganizations: PerformanceRightsOrganization[];
  /** True while any of the three lists is loaded for the first time. */
  isFetching: boolean;
}

const EMPTY: never[] = [];

/** The three reference lists (cached in localStorage and React Query). */
export function useReferenceData(): ReferenceData {
  const dsp = useQuery(dspSourcesQuery());
  const distribution = useQuery(distributionSourcesQuery());
  const pros = useQuery(performanceRightsOrganizationsQuery());
  return {
    dspSources: dsp.data ?? EMPTY,
    dspSourcesDistribution: distribution.data ?? EMPTY,
    performanceRightsOrganizations: pros.data ?? EMPTY,
    isFetching: dsp.isPending || distribution.isPending || pros.isPending,
  };
}

/** Spec 1 §3 "General store": the reference data and the client flags together. */
export function useGeneralStore() {
  return { ...useReferenceData(), ...useGeneralFlags() };
}
