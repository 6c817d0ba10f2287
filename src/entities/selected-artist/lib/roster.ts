import type { User } from '@/entities/session/@x/selected-artist';

export type RosterEntry = User['artists'][number];
export type RosterArtist = RosterEntry['_artist'];

/** The artist ids of a roster, in roster order (entries without an artist are skipped). */
export function rosterArtistIds(roster: readonly RosterEntry[]): string[] {
  return roster.map((entry) => entry._artist?._id).filter((id): id is string => typeof id === 'string' && id !== '');
}

const isVerified = (entry: RosterEntry) => Object.values(entry._artist?.isVerified ?? {}).some(Boolean);

/**
 * The artist ids in the order a selection falls back on: the verified artists first, then the
 * others, each in roster order (signing in on a new device picks the verified artist, issue #36).
 */
export function preferredArtistIds(roster: readonly RosterEntry[]): string[] {
  return rosterArtistIds([...roster.filter(isVerified), ...roster.filter((entry) => !isVerified(entry))]);
}

/** Spec 1 §4: keep the selection if still present, else the first of `ids`, else none. */
export function reconcileSelection(current: string | null, ids: readonly string[]): string | null {
  if (current !== null && ids.includes(current)) return current;
  return ids[0] ?? null;
}
