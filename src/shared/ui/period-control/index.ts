export { DayRangeInputs, PeriodControl } from './period-control';
export type { DayRangeInputsProps, PeriodControlProps } from './period-control';
