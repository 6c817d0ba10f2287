const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });

/**
 * A last-seen time relative to `now`: "just now" under a minute (or slightly in the future, from
 * clock skew), then "2 minutes ago", "3 hours ago", "4 days ago". Unknown: "unknown".
 */
export function formatLastSeen(lastSeen: string | null | undefined, now: number = Date.now()): string {
  const at = lastSeen ? Date.parse(lastSeen) : Number.NaN;
  if (Number.isNaN(at)) return 'unknown';
  const elapsed = now - at;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
