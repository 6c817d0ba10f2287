/** One label per figure the overview and the payouts both show (their server figures are one, too). */
export const PERIOD_LABELS = { streams: 'Streams, 12 full months', earnings: 'Estimated earnings, 12 full months' } as const;
