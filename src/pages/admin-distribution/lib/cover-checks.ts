import type { Release } from '@/entities/release';

export interface CoverCheck {
  code: 'TOO_SMALL' | 'LOW_DENSITY' | 'NOT_SQUARE' | 'NOT_RGB';
  rule: string;
  /** The server's message when the cover breaks the rule, else null. */
  failure: string | null;
}

const RULES: readonly { code: CoverCheck['code']; rule: string }[] = [
  { code: 'TOO_SMALL', rule: 'At least 3000×3000 pixels' },
  { code: 'LOW_DENSITY', rule: 'At least 72 ppi' },
  { code: 'NOT_SQUARE', rule: 'Square (1:1)' },
  { code: 'NOT_RGB', rule: 'RGB colour' },
];

/**
 * The cover rules with the release's verdict on each: the `coverArt` entries of `missingFields`
 * that carry a rule code fail their rule; the others pass.
 */
export function coverChecks(release: Pick<Release, 'missingFields'>): CoverCheck[] {
  const failures = new Map(release.missingFields.filter((entry) => entry.field === 'coverArt' && entry.code).map((entry) => [entry.code, entry.message]));
  return RULES.map(({ code, rule }) => ({ code, rule, failure: failures.get(code) ?? null }));
}
