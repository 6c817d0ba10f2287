import { periodPresets } from '@/shared/lib/dates';
import { listParam, listQuery } from '@/shared/lib/list-query';

/** `?period=7d|30d|90d|custom&from=…&to=…` (shared/lib/dates/period.ts; `?range=7` still reads). */
export const BEHAVIOR_PERIODS = periodPresets('7d', '30d', '90d', 'custom');
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
