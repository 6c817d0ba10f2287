import type { AdminReleaseSortBy, AdminReleaseTagFilter, ReleaseStatus } from '@/entities/release';

/** The queue's two views: the releases waiting for a decision, or every release. */
export const DISTRIBUTION_VIEWS = ['review', 'all'] as const;
export type DistributionView = (typeof DISTRIBUTION_VIEWS)[number];
export const DISTRIBUTION_VIEW_LABELS: Readonly<Record<DistributionView, string>> = {
  review: 'Needs review',
  all: 'All releases',
};

/** The moves an admin makes by hand (delivered and online come from the partner's receipts). */
export const ADMIN_STATUS_CHOICES = ['APPROVED', 'REJECTED', 'PENDING', 'TAKEN_DOWN'] as const satisfies readonly ReleaseStatus[];
export type AdminStatusChoice = (typeof ADMIN_STATUS_CHOICES)[number];
export const ADMIN_STATUS_CHOICE_LABELS: Readonly<Record<AdminStatusChoice, string>> = {
  APPROVED: 'Approve',
  REJECTED: 'Reject',
  PENDING: 'Back to review (pending)',
  TAKEN_DOWN: 'Take down',
};

export const QUEUE_SORTS = ['submittedAt', 'createdAt', 'updatedAt', 'releaseDate', 'title', 'status'] as const satisfies readonly AdminReleaseSortBy[];
export const QUEUE_SORT_LABELS: Readonly<Record<(typeof QUEUE_SORTS)[number], string>> = {
  submittedAt: 'Submitted',
  createdAt: 'Created',
  updatedAt: 'Last updated',
  releaseDate: 'Release date',
  title: 'Title',
  status: 'Status',
};

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SORT_DIRECTION_LABELS: Readonly<Record<(typeof SORT_DIRECTIONS)[number], string>> = {
  asc: 'Ascending (oldest, A–Z)',
  desc: 'Descending (newest, Z–A)',
};

export const QUEUE_TAG_LABELS: Readonly<Record<AdminReleaseTagFilter, string>> = {
  hasUpc: 'Has a UPC',
  noUpc: 'No UPC yet',
  hasIsrcs: 'Every track has one',
  noIsrcs: 'Some tracks lack one',
};
export const QUEUE_TAG_FILTERS = ['hasUpc', 'noUpc', 'hasIsrcs', 'noIsrcs'] as const satisfies readonly AdminReleaseTagFilter[];

/** The UPC and ISRC filters: each a choice of one of its two tags (has / has not), or neither. */
export const CODE_FILTERS: readonly { label: string; tags: readonly [AdminReleaseTagFilter, AdminReleaseTagFilter] }[] = [
  { label: 'UPC', tags: ['hasUpc', 'noUpc'] },
  { label: 'ISRCs', tags: ['hasIsrcs', 'noIsrcs'] },
];

export const DISTRIBUTION_PAGE_SIZE = 25;

/** The admin release review view (built beside this page). */
export const releaseReviewHref = (releaseId: string) => `/admin/distribution/${encodeURIComponent(releaseId)}`;
