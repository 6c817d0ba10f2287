export { formatDateKey, formatDateRange, formatDayInYear, formatMoment, formatRelative, formatTimestamp } from './format-date';
export { lastDays } from './last-days';
export { CUSTOM_PERIOD, isDayKey, periodSearch, readPeriod, withPeriod } from './period';
export type { AddressPeriod, PeriodChange, PeriodPreset } from './period';
export { usePeriod } from './use-period';
export { formatUsDate, isoToUsDate, parseUsDate, todayUsDate, usDateToNoonIso } from './us-date';
