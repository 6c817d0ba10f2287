/** The moderation queue, where the review view leads back to. */
export const ADMIN_DISTRIBUTION_PATH = '/admin/distribution';

/**
 * What the queue may hand the review view as router state (`<Link state={…}>`): the queue's own
 * URL with its filters, to go back to.
 */
export interface AdminReleaseReviewState {
  backTo?: string;
}

/** The queue URL to go back to: the one handed over when it is the queue's, else the plain queue. */
export function queueBackPath(state: unknown): string {
  const backTo = (state as AdminReleaseReviewState | null)?.backTo;
  return typeof backTo === 'string' && (backTo === ADMIN_DISTRIBUTION_PATH || backTo.startsWith(`${ADMIN_DISTRIBUTION_PATH}?`))
    ? backTo
    : ADMIN_DISTRIBUTION_PATH;
}
