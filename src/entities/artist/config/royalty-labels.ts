import { labelOf, valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { UnclaimedRoyaltyStatus } from '../api/artist-api';

/** What people read for each status of an unclaimed-royalty line and its badge colour (a module of its own: only the royalty pages load it). */
export const { labels: UNCLAIMED_ROYALTY_STATUS_LABELS, tones: UNCLAIMED_ROYALTY_STATUS_PALETTE } = valueLooks<UnclaimedRoyaltyStatus, BadgePalette>({
  UNCLAIMED: ['Unclaimed', 'warning'],
  CLAIM_SUBMITTED: ['Claim submitted', 'info'],
  CLAIMED: ['Claimed', 'success'],
  REJECTED: ['Rejected', 'danger'],
});

export const unclaimedRoyaltyStatusLabel = (status: string | null | undefined): string =>
  labelOf(UNCLAIMED_ROYALTY_STATUS_LABELS, status);
