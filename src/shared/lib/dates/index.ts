export { formatDateKey, formatDateRange, formatDayInYear, formatMoment, formatRelative, formatTimestamp } from './format-date';
export { lastDays } from './last-days';
export { CUSTOM_PERIOD, isDayKey, periodPresets, periodSearch, readPeriod, withPeriod } from './period';
export type { AddressPeriod, PeriodChange, PeriodPreset, PeriodValue } from './period';
export { usePeriod } from './use-period';
export { formatUsDate, isoToUsDate, parseUsDate, todayUsDate, usDateToNoonIso } from './us-date';
