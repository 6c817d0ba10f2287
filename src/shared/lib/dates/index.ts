export { formatDateKey, formatDateRange, formatTimestamp } from './format-date';
