import type { ReleaseDisplayStatus } from '@/entities/release';

/** The display statuses in the order of spec 2 §4 (the status filter's options). */
export const RELEASE_DISPLAY_STATUSES = [
  'INCOMPLETE',
  'DRAFT',
  'PENDING',
  'APPROVED',
  'DELIVERED',
  'ONLINE',
  'REJECTED',
  'TAKEN_DOWN',
] as const satisfies readonly ReleaseDisplayStatus[];

/** Only drafts can be deleted (`DELETE /releases/drafts/{id}`); an incomplete release is a draft too. */
export const DELETABLE_STATUSES: readonly ReleaseDisplayStatus[] = ['DRAFT', 'INCOMPLETE'];

export const RELEASE_FILTERS = ['published', 'draft'] as const;


export const releaseEditHref = (releaseId: string) => `/dashboard/releases/${encodeURIComponent(releaseId)}/edit`;
