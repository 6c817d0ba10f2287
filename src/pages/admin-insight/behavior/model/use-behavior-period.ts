import { usePeriod } from '@/shared/lib/dates';
import { BEHAVIOR_PERIODS, DEFAULT_BEHAVIOR_PERIOD } from './period';

/** The period in the address: the days it stands for, a way to change it, the search that keeps it. */
export const useBehaviorPeriod = () => usePeriod(BEHAVIOR_PERIODS, DEFAULT_BEHAVIOR_PERIOD);
