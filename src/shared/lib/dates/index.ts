export { formatDateKey, formatDateRange, formatDayInYear, formatMoment, formatRelative, formatTimestamp } from './format-date';
export { lastDays } from './last-days';
export { formatUsDate, isoToUsDate, parseUsDate, todayUsDate, usDateToNoonIso } from './us-date';
