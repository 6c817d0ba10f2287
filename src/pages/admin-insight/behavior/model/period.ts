import type { PeriodPreset } from '@/shared/lib/dates';
import { listParam, listQuery } from '@/shared/lib/list-query';

/** `?period=7d|30d|90d|custom&from=…&to=…` (shared/lib/dates/period.ts; `?range=7` still reads). */
export const BEHAVIOR_PERIODS: readonly PeriodPreset[] = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'custom', label: 'Custom range' },
];
export const DEFAULT_BEHAVIOR_PERIOD = '30d';
export const JOURNEY_PAGE_SIZE = 10;

/** The journey's page of sessions (the period beside it). */
export const journeyQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(JOURNEY_PAGE_SIZE, 50),
});

export interface DayRange {
  from: string;
  to: string;
}
