import type { ReleaseSummary } from '@/entities/release';

export type NextStep =
  | { kind: 'verify' }
  | { kind: 'fix-release'; release: ReleaseSummary }
  | { kind: 'first-release' }
  | { kind: 'going-live'; release: ReleaseSummary; date: string }
  | { kind: 'add-photo' }
  | { kind: 'next-release' };

export interface AccountState {
  /** The artist is verified on at least one platform. */
  verified: boolean;
  /** The artist has a photo. */
  hasPhoto: boolean;
  /** How many releases the account has of this artist. */
  releaseTotal: number;
  /** Its latest releases (by last change). */
  releases: readonly ReleaseSummary[];
  /** Drafts with a problem: sent back by review, or still missing fields. */
  problems: readonly ReleaseSummary[];
  /** Now, as an ISO moment (a parameter, so the choice is a pure function of its input). */
  now: string;
}

/** Statuses in which a release with a date still to come is on its way to the stores. */
const SCHEDULED: readonly ReleaseSummary['status'][] = ['APPROVED', 'DELIVERED'];

/**
 * The one next step the artist home suggests, the most pressing first: without verification
 * there are no streams at all; a release sent back (then one missing fields) blocks that
 * release; with no release yet, the first; a release about to go live is the news of the day
 * (the nearest); a missing photo is a profile to finish; else the next release.
 */
export function chooseNextStep(state: AccountState): NextStep {
  if (!state.verified) return { kind: 'verify' };
  const problem = state.problems.find((release) => release.status === 'REJECTED') ?? state.problems[0];
  if (problem) return { kind: 'fix-release', release: problem };
  if (state.releaseTotal === 0) return { kind: 'first-release' };
  const upcoming = state.releases
    .filter((release) => SCHEDULED.includes(release.status) && release.releaseDate !== null && release.releaseDate > state.now)
    .sort((a, b) => a.releaseDate!.localeCompare(b.releaseDate!))[0];
  if (upcoming) return { kind: 'going-live', release: upcoming, date: upcoming.releaseDate! };
  if (!state.hasPhoto) return { kind: 'add-photo' };
  return { kind: 'next-release' };
}
