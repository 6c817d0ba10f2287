import { RELEASE_RULES, releaseRuleViolations, rulesAt, type ReleaseRuleCode, type RuleRelease } from '@/shared/api';
import type { Release, ReleaseFieldError } from '../api/release-api';

/** What the shared release rules read of a release as the API answers it. */
export function ruleReleaseOf(release: Release): RuleRelease {
  const single = release.format === 'SINGLE';
  return {
    ...release,
    hasCover: release.coverArt !== null,
    tracks: release.tracks.map((track, index) => ({
      title: track.title ?? null,
      hasAudio: (track.audio ?? (single && index === 0 ? release.audio : null)) != null,
      isrc: track.isrc ?? null,
      secondaryGenre: track.secondaryGenre ?? null,
      writers: track.writers ?? [],
    })),
  };
}

export interface RuleResult {
  code: ReleaseRuleCode;
  /** The rule in one line. */
  title: string;
  /** Where it breaks (none when it holds). */
  broken: ReleaseFieldError[];
}

export interface Readiness {
  /** Everything that stops delivery: the server's review result, then the delivery rules. */
  broken: ReleaseFieldError[];
  /** Every rule a delivered release is held to, in reading order, with where it breaks. */
  rules: RuleResult[];
}

/**
 * The release against every rule up to delivery: the review rules as the server found them
 * (`missingFields`, which also carries the cover's and audio's own checks) and the delivery rules
 * (the UPC and ISRCs the team assigns) read here with the same rule set.
 */
export function deliveryReadiness(release: Release): Readiness {
  const atDelivery = releaseRuleViolations(ruleReleaseOf(release), { stage: 'delivery', only: true });
  const broken = [...release.missingFields, ...atDelivery];
  const rules = rulesAt({ stage: 'delivery' }).map((code) => ({
    code,
    title: RELEASE_RULES[code].title,
    broken: broken.filter((entry) => entry.code === code),
  }));
  return { broken, rules };
}
