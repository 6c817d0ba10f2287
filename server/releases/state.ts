import { HttpError } from '../http/errors.js';
import type { ReleaseStatus } from './release-types.js';

/**
 * The release state machine of DESIGN §6, the one place that says who may move a release where
 * and which releases may be changed: the owner sends for review, admins review and take down,
 * and the delivery partner's receipts make a release DELIVERED, ONLINE or TAKEN_DOWN.
 */
export type Actor = 'OWNER' | 'ADMIN' | 'PARTNER';

export const RELEASE_STATUSES: readonly ReleaseStatus[] = ['DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN'];
/** Sent for review or beyond, and not taken down: the list's "published" filter. */
export const PUBLISHED_STATUSES: readonly ReleaseStatus[] = ['PENDING', 'APPROVED', 'DELIVERED', 'ONLINE'];
export const DRAFT_STATUSES: readonly ReleaseStatus[] = ['DRAFT', 'REJECTED'];

const MOVES: Readonly<Record<ReleaseStatus, Partial<Record<ReleaseStatus, readonly Actor[]>>>> = {
  DRAFT: { PENDING: ['OWNER', 'ADMIN'] },
  REJECTED: { PENDING: ['OWNER', 'ADMIN'] },
  PENDING: { APPROVED: ['ADMIN'], REJECTED: ['ADMIN'], TAKEN_DOWN: ['ADMIN'] },
  APPROVED: { DELIVERED: ['PARTNER'], PENDING: ['ADMIN'], TAKEN_DOWN: ['ADMIN', 'PARTNER'] },
  DELIVERED: { ONLINE: ['PARTNER'], TAKEN_DOWN: ['ADMIN', 'PARTNER'] },
  ONLINE: { TAKEN_DOWN: ['ADMIN', 'PARTNER'] },
  TAKEN_DOWN: {},
};

/** Statuses a release in `from` may move to by `actor` (an admin may make the owner's moves too; APPROVED → DELIVERED is the partner's receipt, reached by sending to delivery). */
export function allowedMoves(from: ReleaseStatus, actor: Actor): ReleaseStatus[] {
  return RELEASE_STATUSES.filter((to) => MOVES[from][to]?.includes(actor));
}

const listed = (statuses: readonly string[]) =>
  statuses.length <= 1 ? (statuses[0] ?? 'nothing') : `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;

/** 409 unless `actor` may move a release from `from` to `to`, naming the moves there are. */
export function assertMove(from: ReleaseStatus, to: ReleaseStatus, actor: Actor): void {
  if (MOVES[from][to]?.includes(actor)) return;
  const article = /^[AEIOU]/.test(from) ? 'An' : 'A';
  throw new HttpError(409, `${article} ${from} release cannot become ${to}; from ${from} it can become ${listed(allowedMoves(from, actor))}.`);
}

/** Who may change a release's fields in which status: owners DRAFT and REJECTED, admins also PENDING. */
const EDITABLE: Readonly<Record<Actor, readonly ReleaseStatus[]>> = {
  OWNER: DRAFT_STATUSES,
  ADMIN: [...DRAFT_STATUSES, 'PENDING'],
  PARTNER: [],
};

export const STATE_MESSAGES = {
  notEditable: (status: ReleaseStatus, allowed: readonly ReleaseStatus[]) =>
    `Only ${listed(allowed)} releases can be changed; this release is ${status}.`,
  notDeletable: (status: ReleaseStatus) => `Only a DRAFT release can be deleted; this release is ${status}.`,
} as const;

/** 409 unless the release's fields may be changed; `draftOnly` for the draft operations (DRAFT and REJECTED for everyone). */
export function assertEditable(status: ReleaseStatus, actor: Actor, { draftOnly = false } = {}): void {
  const allowed = draftOnly ? DRAFT_STATUSES : EDITABLE[actor];
  if (!allowed.includes(status)) throw new HttpError(409, STATE_MESSAGES.notEditable(status, allowed));
}

export function assertDeletable(status: ReleaseStatus): void {
  if (status !== 'DRAFT') throw new HttpError(409, STATE_MESSAGES.notDeletable(status));
}
