import { formatRelative } from '@/shared/lib/dates';

/** A last-seen time relative to now, in the product's relative date style ("2 minutes ago"). */
export const formatLastSeen = formatRelative;
