import { CUSTOM_PERIOD, usePeriod, withPeriod, type PeriodChange } from '@/shared/lib/dates';
import { NativeSelect, surfaceStyles as s } from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import type { Granularity } from '../api/admin-analytics-api';
import { DEFAULT_PERIOD, GRANULARITIES, granularityOf, PERIOD_PRESETS } from '../model/period';

/** The page's period (`?period=…`) and the size of its charts' buckets (`?granularity=…`). */
export function useAnalyticsPeriod() {
  const { period, params, setParams } = usePeriod(PERIOD_PRESETS, DEFAULT_PERIOD);
  const granularity = granularityOf(params.get('granularity'), period.days);
  // A preset chooses its own buckets; custom days keep the ones chosen.
  const changePeriod = (change: PeriodChange) =>
    setParams(
      (current) => {
        const next = withPeriod(current, change);
        if (change.period !== CUSTOM_PERIOD) next.delete('granularity');
        return next;
      },
      { replace: true },
    );
  const changeGranularity = (value: Granularity) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('granularity', value);
        return next;
      },
      { replace: true },
    );
  return { period, granularity, changePeriod, changeGranularity };
}

export type AnalyticsPeriodState = ReturnType<typeof useAnalyticsPeriod>;

/** The period (a preset or custom days) and the size of the charts' buckets. */
export function PeriodControls({ period, granularity, changePeriod, changeGranularity }: AnalyticsPeriodState) {
  return (
    <PeriodControl period={period} presets={PERIOD_PRESETS} onChange={changePeriod}>
      <label className={s.label}>
        Group by
        <NativeSelect value={granularity} onChange={(event) => changeGranularity(event.target.value as Granularity)}>
          {GRANULARITIES.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
      </label>
    </PeriodControl>
  );
}
