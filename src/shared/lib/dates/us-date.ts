const utcFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const localFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/**
 * Spec 2 §5: dates are shown as MM/dd/yyyy. A calendar day the API sends as a date-time at
 * 12:00:00 UTC (a release date) reads the same everywhere in `utc`; a moment (last updated) is the
 * reader's own day in `local`. An unreadable value is returned as it is.
 */
export function formatUsDate(iso: string, { zone = 'local' }: { zone?: 'utc' | 'local' } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (zone === 'utc' ? utcFormat : localFormat).format(date);
}
