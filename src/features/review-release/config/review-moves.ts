import type { ReleaseStatus } from '@/entities/release';

export type ReviewMove = 'approve' | 'reject' | 'pending';

/** The admin's review moves from each status (the server's state machine answers 409 for others). */
const MOVES_BY_STATUS: Partial<Record<ReleaseStatus, readonly ReviewMove[]>> = {
  PENDING: ['approve', 'reject'],
  APPROVED: ['pending'],
  REJECTED: ['pending'],
};

export const reviewMovesOf = (status: ReleaseStatus): readonly ReviewMove[] => MOVES_BY_STATUS[status] ?? [];

export interface ReviewMoveTexts {
  button: string;
  title: string;
  description: string;
  reasonLabel: string;
  reasonHint: string;
  confirm: string;
  done: (title: string) => string;
  failed: string;
}

export const REVIEW_MOVE_TEXTS: Readonly<Record<ReviewMove, ReviewMoveTexts>> = {
  approve: {
    button: 'Approve',
    title: 'Approve this release?',
    description: 'It becomes Approved and can be sent to the stores. The owner is told at once.',
    reasonLabel: 'Note',
    reasonHint: 'Optional; kept in the status history.',
    confirm: 'Approve',
    done: (title) => `“${title}” approved`,
    failed: 'Could not approve the release',
  },
  reject: {
    button: 'Reject',
    title: 'Reject this release?',
    description: 'The owner sees the reason, fixes the release and sends it for review again.',
    reasonLabel: 'Reason',
    reasonHint: 'Say what the owner must fix; they see this text.',
    confirm: 'Reject',
    done: (title) => `“${title}” rejected`,
    failed: 'Could not reject the release',
  },
  pending: {
    button: 'Back to pending',
    title: 'Put this release back to pending?',
    description: 'It returns to the review queue. The owner is told at once.',
    reasonLabel: 'Reason',
    reasonHint: 'Optional; the owner sees it as the review note.',
    confirm: 'Back to pending',
    done: (title) => `“${title}” is pending again`,
    failed: 'Could not put the release back to pending',
  },
};
