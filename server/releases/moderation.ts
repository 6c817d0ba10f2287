import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/authorize.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { moveRelease } from './moves.js';
import { removeStored } from './release-files.js';
import { deleteReleaseRow, lockRelease, unownedKeys } from './repository/index.js';
import type { ReleaseStatus } from './release-types.js';
import { DRAFT_STATUSES } from './state.js';

type BulkResult = components['schemas']['BulkResult'];

export const MODERATION_MESSAGES = {
  notDeletable: (status: ReleaseStatus) => `Only DRAFT or REJECTED releases can be deleted; this release is ${status}.`,
  notFound: 'Release not found.',
  bulkDone: (succeeded: number, failed: number) =>
    failed === 0 ? `Done for ${succeeded} release${succeeded === 1 ? '' : 's'}.` : `Done for ${succeeded}; ${failed} failed.`,
} as const;

/** An admin's review move (approve, back to pending, reject), with the reason kept in the history. */
export function reviewRelease(app: FastifyInstance, caller: Caller, releaseId: string, to: ReleaseStatus, reason?: string | null) {
  return moveRelease(app, { releaseId, to, actor: 'ADMIN', byUserId: caller.userId, reason: reason ?? null });
}

/**
 * Runs `action` for each release on its own: one release's failure (an HttpError's message, or
 * an unexpected error logged and reported plainly) does not stop the others.
 */
export async function forEachRelease(
  app: FastifyInstance,
  releaseIds: readonly string[],
  action: (releaseId: string) => Promise<unknown>,
): Promise<BulkResult> {
  const succeeded: string[] = [];
  const failed: BulkResult['failed'] = [];
  for (const releaseId of releaseIds) {
    try {
      await action(releaseId);
      succeeded.push(releaseId);
    } catch (error) {
      if (!(error instanceof HttpError)) app.log.error({ err: error, releaseId }, 'bulk release action failed');
      const message = error instanceof HttpError ? error.message : 'Something went wrong with this release; it was left as it was.';
      failed.push({ releaseId, message });
    }
  }
  return { success: failed.length === 0, message: MODERATION_MESSAGES.bulkDone(succeeded.length, failed.length), succeeded, failed };
}

/** DELETE /releases/bulk: drafts and rejected releases go with their files; the others stay. */
export async function deleteReleaseAsAdmin(app: FastifyInstance, releaseId: string): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    const status = (await lockRelease(tx, releaseId))?.status;
    if (!status) throw new HttpError(404, MODERATION_MESSAGES.notFound);
    if (!DRAFT_STATUSES.includes(status)) throw new HttpError(409, MODERATION_MESSAGES.notDeletable(status));
    return deleteReleaseRow(tx, releaseId);
  });
  await removeStored(app.storage, await unownedKeys(app.db, keys));
}
