import { labelOf, valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { ReleaseDisplayStatus, ReleaseStatus } from '../api/release-api';

/**
 * Spec 2 §4: the label of every display status (INCOMPLETE is display-only) and its colour: grey,
 * yellow, green, red (as the badge palettes of `shared/ui`).
 */
export const { labels: RELEASE_STATUS_LABELS, tones: RELEASE_STATUS_PALETTE } = valueLooks<ReleaseDisplayStatus, BadgePalette>({
  INCOMPLETE: ['Incomplete', 'neutral'],
  DRAFT: ['Draft', 'neutral'],
  PENDING: ['Pending', 'warning'],
  APPROVED: ['Approved', 'success'],
  DELIVERED: ['Delivered', 'success'],
  ONLINE: ['Online', 'success'],
  REJECTED: ['Rejected', 'danger'],
  TAKEN_DOWN: ['Taken Down', 'danger'],
});

/** The stored statuses in spec 2 §4's order (what the server filters on). */
export const RELEASE_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN'] as const satisfies readonly ReleaseStatus[];
/** The display statuses in spec 2 §4's order: INCOMPLETE (a draft still missing fields), then the stored ones. */
export const RELEASE_DISPLAY_STATUSES = ['INCOMPLETE', ...RELEASE_STATUSES] as const satisfies readonly ReleaseDisplayStatus[];

/** Spec 2 §4 groups: approved, delivered and online form one group… */
export const PUBLISHED_STATUSES = ['APPROVED', 'DELIVERED', 'ONLINE'] as const satisfies readonly ReleaseStatus[];
/** …and pending with that group forms a wider one. */
export const SUBMITTED_STATUSES = ['PENDING', ...PUBLISHED_STATUSES] as const satisfies readonly ReleaseStatus[];
/** Statuses in which the owner may still change the release (the server answers 409 otherwise). */
export const OWNER_EDITABLE_STATUSES = ['DRAFT', 'REJECTED'] as const satisfies readonly ReleaseStatus[];

export const releaseStatusLabel = (status: string | null | undefined): string => labelOf(RELEASE_STATUS_LABELS, status);

export const isPublishedStatus = (status: ReleaseStatus): boolean =>
  (PUBLISHED_STATUSES as readonly ReleaseStatus[]).includes(status);
export const isSubmittedStatus = (status: ReleaseStatus): boolean =>
  (SUBMITTED_STATUSES as readonly ReleaseStatus[]).includes(status);
export const isOwnerEditable = (status: ReleaseStatus): boolean =>
  (OWNER_EDITABLE_STATUSES as readonly ReleaseStatus[]).includes(status);
