import { labelOf } from '@/shared/lib/labels';
import type { CompositionRole, WorkRegistrationStatus } from '../api/writer-api';

/** A writer's part in a composition (track credits). */
export const COMPOSITION_ROLE_LABELS: Readonly<Record<CompositionRole, string>> = {
  COMPOSER: 'Composer',
  LYRICIST: 'Lyricist',
  ARRANGER: 'Arranger',
  PUBLISHER: 'Publisher',
};

/** Where a work stands with a society (MLC, BMI, ASCAP, …). */
export const WORK_REGISTRATION_STATUS_LABELS: Readonly<Record<WorkRegistrationStatus, string>> = {
  registered: 'Registered',
  pending: 'Pending',
  not_registered: 'Not registered',
};

export const WORK_REGISTRATION_STATUS_PALETTE = {
  registered: 'success',
  pending: 'warning',
  not_registered: 'neutral',
} as const satisfies Record<WorkRegistrationStatus, string>;

export const compositionRoleLabel = (role: string | null | undefined): string => labelOf(COMPOSITION_ROLE_LABELS, role);

export const workRegistrationStatusLabel = (status: string | null | undefined): string =>
  labelOf(WORK_REGISTRATION_STATUS_LABELS, status);
