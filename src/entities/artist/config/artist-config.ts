import type { VerificationPlatform } from '../api/artist-api';

/** Spec 1 §9: artist list page size 25, first page 1. */
export const ARTIST_LIST_PAGE_SIZE = 25;
export const ARTIST_LIST_FIRST_PAGE = 1;

export const ARTIST_SORT_FIELDS = ['createdAt', 'name', 'monthlyListeners', 'monthlyEarnings'] as const;
export type ArtistSortField = (typeof ARTIST_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Spec 1 §3 filter options "latest, popular, oldest", as the contract's sortBy + sortDirection. */
export const ARTIST_SORT_PRESETS = {
  latest: { label: 'Latest', sortBy: 'createdAt', sortDirection: 'desc' },
  popular: { label: 'Popular', sortBy: 'monthlyListeners', sortDirection: 'desc' },
  oldest: { label: 'Oldest', sortBy: 'createdAt', sortDirection: 'asc' },
} as const satisfies Record<string, { label: string; sortBy: ArtistSortField; sortDirection: SortDirection }>;

/** Spec 1 §3 filter options "published/draft": a release online, or none online yet. */
export const ARTIST_STATUS_FILTERS = ['published', 'draft'] as const;
export type ArtistStatusFilter = (typeof ARTIST_STATUS_FILTERS)[number];
export const ARTIST_STATUS_LABELS: Record<ArtistStatusFilter, string> = { published: 'Published', draft: 'Draft' };

export const ARTIST_SORT_LABELS: Record<ArtistSortField, string> = {
  createdAt: 'Date added',
  name: 'Name',
  monthlyListeners: 'Monthly listeners',
  monthlyEarnings: 'Monthly earnings',
};

export { DEFAULT_PLATFORMS, PLATFORMS } from '@/shared/neutral';

/** Platforms whose verification flag is true (spec 1 §3: counted by how many are true). */
export function verifiedPlatforms(flags: Partial<Record<string, boolean>> | null | undefined): VerificationPlatform[] {
  return Object.entries(flags ?? {})
    .filter(([, verified]) => verified === true)
    .map(([platform]) => platform as VerificationPlatform);
}
