import { labelOf } from '@/shared/lib/labels';
import type { UnclaimedRoyaltyStatus } from '../api/artist-api';

/** What people read for each status of an unclaimed-royalty line (a module of its own: only the royalty pages load it). */
export const UNCLAIMED_ROYALTY_STATUS_LABELS: Readonly<Record<UnclaimedRoyaltyStatus, string>> = {
  UNCLAIMED: 'Unclaimed',
  CLAIM_SUBMITTED: 'Claim submitted',
  CLAIMED: 'Claimed',
  REJECTED: 'Rejected',
};

/** The badge colour of each unclaimed-royalty status. */
export const UNCLAIMED_ROYALTY_STATUS_PALETTE = {
  UNCLAIMED: 'warning',
  CLAIM_SUBMITTED: 'info',
  CLAIMED: 'success',
  REJECTED: 'danger',
} as const satisfies Record<UnclaimedRoyaltyStatus, string>;

export const unclaimedRoyaltyStatusLabel = (status: string | null | undefined): string =>
  labelOf(UNCLAIMED_ROYALTY_STATUS_LABELS, status);
