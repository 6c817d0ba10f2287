import { useMemo } from 'react';
import { useListQuery, type ListQueryOutput } from '@/shared/lib/list-query';
import { DEFAULT_RANGE, resolveRange, type behaviorRangeSchema, type journeyQuerySchema, type RangeChoice } from './range-query';

type RangeSchema = typeof behaviorRangeSchema | typeof journeyQuerySchema;

/** The address's part that carries the period (`?range=…`), for links that keep it. */
export function rangeSearch({ range, from, to }: { range: RangeChoice; from?: string; to?: string }): string {
  if (range === DEFAULT_RANGE) return '';
  const params = new URLSearchParams({ range });
  if (range === 'custom') {
    if (from) params.set('from', from);
    if (to) params.set('to', to);
  }
  return `?${params.toString()}`;
}

/** The period in the address: the choice, the days it stands for, and a way to change it. */
export function useRangeQuery<S extends RangeSchema>(schema: S) {
  const { query, update } = useListQuery(schema);
  const { range: choice, from, to } = query as ListQueryOutput<typeof behaviorRangeSchema>;
  const range = useMemo(() => resolveRange({ range: choice, from, to }), [choice, from, to]);
  return {
    query,
    update,
    choice,
    range,
    search: rangeSearch({ range: choice, from, to }),
    change: (patch: { range: RangeChoice; from?: string; to?: string }) =>
      update(patch as Partial<ListQueryOutput<S>>),
  };
}
