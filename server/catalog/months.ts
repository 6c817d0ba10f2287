/** `YYYY-MM` of the month `offset` months after (or before, when negative) the UTC month of `now`. */
export function monthFrom(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/**
 * The default range of payouts: the `count` last full months, oldest first and newest last. The
 * current month is not over, so it is left out: a partial month reads as a dip in the chart and
 * would make "12 months" list 13.
 */
export function lastFullMonths(now: Date, count = 12): { from: string; to: string } {
  return { from: monthFrom(now, -count), to: monthFrom(now, -1) };
}

