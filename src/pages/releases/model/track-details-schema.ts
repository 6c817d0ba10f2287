import { priceSchema, releaseDetailFields } from '@/entities/release';
import type { z } from '@/shared/lib/zod';

/**
 * A track's details as its form types them: the release's rules for the fields a track shares
 * with it (its secondary genre as chosen, unchecked against the genre list, as the select offers
 * the current one), and its own price.
 */
export const trackDetailsSchema = releaseDetailFields()
  .pick({ title: true, titleVersion: true, isrc: true, secondaryGenre: true, advisory: true })
  .extend({ trackPrice: priceSchema });

export type TrackDetailName = keyof typeof trackDetailsSchema.shape;

export const isTrackDetailName = (name: string): name is TrackDetailName => name in trackDetailsSchema.shape;

/** The field's value as the track stores it, or null when the text breaks the field's rule. */
export function trackDetailValue(name: TrackDetailName, text: unknown): { value: unknown } | null {
  const result = (trackDetailsSchema.shape[name] as z.ZodType).safeParse(text);
  return result.success ? { value: result.data } : null;
}
