import type { BulkResult } from '@/entities/release';

export interface BulkFailure {
  releaseId: string;
  /** The release's title as the queue showed it (its id if the queue did not). */
  title: string;
  /** The server's reason, in words. */
  message: string;
}

export interface BulkSummary {
  /** What was done ("Status change", "Delete", …). */
  action: string;
  succeeded: readonly string[];
  failed: readonly BulkFailure[];
  /** "Done for 3; 1 failed." */
  text: string;
}

const releases = (count: number) => `${count} ${count === 1 ? 'release' : 'releases'}`;

/** One line on the outcome of a bulk call. */
export function bulkOutcomeText(succeeded: number, failed: number): string {
  if (failed === 0) return `Done for ${releases(succeeded)}.`;
  if (succeeded === 0) return `Nothing done; ${failed} failed.`;
  return `Done for ${succeeded}; ${failed} failed.`;
}

/** The outcome of a bulk call, with the failed releases named by title. */
export function summarizeBulkResult(action: string, result: BulkResult, titleOf: (releaseId: string) => string | undefined): BulkSummary {
  const failed = result.failed.map(({ releaseId, message }) => ({ releaseId, message, title: titleOf(releaseId) ?? releaseId }));
  return { action, succeeded: result.succeeded, failed, text: bulkOutcomeText(result.succeeded.length, failed.length) };
}
