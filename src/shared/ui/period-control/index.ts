export { PeriodControl, type PeriodControlProps } from './period-control';
