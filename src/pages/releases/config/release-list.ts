import type { ReleaseDisplayStatus } from '@/entities/release';

/** Only drafts can be deleted (`DELETE /releases/drafts/{id}`); an incomplete release is a draft too. */
export const DELETABLE_STATUSES: readonly ReleaseDisplayStatus[] = ['DRAFT', 'INCOMPLETE'];

export const RELEASE_FILTERS = ['published', 'draft'] as const;


export { releaseEditHref } from '@/entities/release';
