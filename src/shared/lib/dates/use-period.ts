import { useMemo } from 'react';
import { useSearchParams } from '@/shared/lib/list-query';
import { periodSearch, readPeriod, withPeriod, type PeriodChange, type PeriodPreset } from './period';

/** The period in the address (see period.ts), a way to change it, and the search that keeps it. */
export function usePeriod(presets: readonly PeriodPreset[], fallback: string) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const period = useMemo(() => readPeriod(new URLSearchParams(search), presets, fallback), [search, presets, fallback]);
  return {
    period,
    search: periodSearch(period, fallback),
    change: (change: PeriodChange) => setParams((current) => withPeriod(current, change), { replace: true }),
    /** Other parameters of the address (a granularity), changed beside the period. */
    params,
    setParams,
  };
}
