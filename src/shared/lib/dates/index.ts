export { formatDateKey, formatDateRange, formatTimestamp } from './format-date';
export { lastDays } from './last-days';
