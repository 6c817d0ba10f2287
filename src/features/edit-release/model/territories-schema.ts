import { RELEASE_RULE_TEXTS } from '@/entities/release';
import { WORLDWIDE } from '@/shared/api';
import { z } from '@/shared/lib/zod';

/** Where the release is sold: everywhere, or the countries the artist chooses. */
export const TERRITORY_SCOPES = [
  { value: 'WORLD', label: 'Worldwide' },
  { value: 'COUNTRIES', label: 'Chosen countries' },
] as const;

/** The stores tab's territory choice as the release stores it: `["WORLD"]` or country codes. */
export const territoriesSchema = z
  .object({
    scope: z.enum(['WORLD', 'COUNTRIES']),
    territories: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  })
  .superRefine((value, context) => {
    if (value.scope === 'COUNTRIES' && value.territories.length === 0) {
      context.addIssue({ code: 'custom', path: ['territories'], message: RELEASE_RULE_TEXTS.territoriesRequired });
    }
  })
  .transform((value) => (value.scope === 'WORLD' ? [WORLDWIDE] : [...new Set(value.territories)].sort()));
