import type { FastifyInstance } from 'fastify';
import { catalogChanged } from '../catalog/cache.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { audioCheckErrors } from './audio-checks.js';
import { invalidDraft, submitRuleErrors } from './release-rules.js';
import { loadRelease, lockUnchanged, setReleaseStatus } from './repository/index.js';
import type { ReleaseRecord, ReleaseStatus } from './release-types.js';
import { displayStatusOf } from './release-view.js';
import { type Actor, assertMove, DRAFT_STATUSES } from './state.js';

type ReleaseStatusEvent = components['schemas']['ReleaseStatusEvent'];

export interface ReleaseMove {
  releaseId: string;
  to: ReleaseStatus;
  actor: Actor;
  /** The user making it; null for the delivery partner. */
  byUserId: string | null;
  /** Kept in the history; a move back to review or a rejection also keeps it as the review note. */
  reason?: string | null;
}

export const MOVE_MESSAGES = {
  notFound: 'Release not found.',
} as const;

/**
 * Every status move goes through here: the state machine decides, a move into review needs the
 * whole release valid, the history records who, when and why, and the release's owner
 * hears of it on its event stream once it is committed. `loaded` is the release when the caller read
 * it already (the lock still refuses a move from a status it no longer has).
 */
export async function moveRelease(app: FastifyInstance, move: ReleaseMove, loaded?: ReleaseRecord): Promise<ReleaseRecord> {
  const record = loaded ?? (await loadRelease(app.db, move.releaseId));
  if (!record) throw new HttpError(404, MOVE_MESSAGES.notFound);
  assertMove(record.status, move.to, move.actor);
  if (move.to === 'PENDING' && DRAFT_STATUSES.includes(record.status)) {
    const errors = [...submitRuleErrors(record.values), ...(await audioCheckErrors(app, record.values))];
    if (errors.length > 0) throw invalidDraft(errors);
  }
  const reason = move.reason?.trim() || null;
  const keepsNote = move.to === 'PENDING' || move.to === 'REJECTED';
  const moved = await app.db.transaction(async (tx) => {
    await lockUnchanged(tx, move.releaseId, record.status);
    return setReleaseStatus(tx, {
      releaseId: move.releaseId,
      by: move.byUserId,
      from: record.status,
      to: move.to,
      reason,
      reviewNote: keepsNote ? reason : null,
      byPartner: move.actor === 'PARTNER',
    });
  });
  // The artist list's published/draft filter counts releases online.
  if (move.to === 'ONLINE' || record.status === 'ONLINE') catalogChanged(app.db);
  const event: ReleaseStatusEvent = {
    releaseId: move.releaseId,
    title: record.values.title ?? '',
    from: record.status,
    to: move.to,
    displayStatus: displayStatusOf(move.to, []),
    reason,
    at: moved.release.updatedAt.toISOString(),
  };
  await announce(app, record.ownerId, event);
  // The release as the move left it, without reading it again.
  return { ...record, ...moved.release, history: [...record.history, moved.change] };
}

/** The owner, the one account that sees the release in its list (admins watch their own streams). */
async function announce(app: FastifyInstance, ownerId: string, event: ReleaseStatusEvent): Promise<void> {
  try {
    await app.userEvents.publish([ownerId], 'release-status', event);
  } catch (error) {
    // The move is committed; a lost notice only means the owner sees it on their next load.
    app.log.warn({ err: error }, 'release status event not sent');
  }
}
