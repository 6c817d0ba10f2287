import { z } from '@/shared/lib/zod';
import type { PayoutRateInput, PayoutRateSource } from '../api/payout-rates-api';

export const PAYOUT_RATE_SOURCES = [
  'SPOTIFY',
  'APPLE_MUSIC',
  'AMAZON_MUSIC',
  'YOUTUBE_MUSIC',
  'TIDAL',
  'SOUNDCLOUD',
  'DEEZER',
  'MLC',
] as const satisfies readonly PayoutRateSource[];

export const DUPLICATE_SOURCE_MESSAGE = 'Each source may appear only once.';

const rateRow = z.object({
  source: z.enum(PAYOUT_RATE_SOURCES, { error: 'Choose a source' }),
  perStream: z
    .number({ error: 'Enter a rate in US dollars per stream' })
    .min(0, 'The rate cannot be negative')
    .max(1, 'The rate must be at most $1 per stream'),
});

/** The payout rates form: one row per source, each source once, 0 to 1 USD per stream. */
export const payoutRatesSchema = z
  .object({
    rates: z.array(rateRow, { error: 'Add at least one rate' }).min(1, 'Add at least one rate').max(PAYOUT_RATE_SOURCES.length),
  })
  .superRefine(({ rates }, context) => {
    const seen = new Set<string>();
    rates.forEach(({ source }, index) => {
      if (seen.has(source)) context.addIssue({ code: 'custom', path: ['rates', index, 'source'], message: DUPLICATE_SOURCE_MESSAGE });
      seen.add(source);
    });
  });

export type PayoutRatesValues = z.infer<typeof payoutRatesSchema>;

/** The request body: every rate in USD. */
export const toRateInputs = ({ rates }: PayoutRatesValues): PayoutRateInput[] =>
  rates.map(({ source, perStream }) => ({ source, perStream, currency: 'USD' }));

/** The first source that has no row yet (for "Add a source"). */
export const unusedSource = (used: readonly (string | undefined)[]): PayoutRateSource | undefined =>
  PAYOUT_RATE_SOURCES.find((source) => !used.includes(source));
