import { labelOf, valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { CompositionRole, WorkRegistrationStatus } from '../api/writer-api';

/** A writer's part in a composition (track credits). */
export const COMPOSITION_ROLE_LABELS: Readonly<Record<CompositionRole, string>> = {
  COMPOSER: 'Composer',
  LYRICIST: 'Lyricist',
  ARRANGER: 'Arranger',
  PUBLISHER: 'Publisher',
};

/** Where a work stands with a society (MLC, BMI, ASCAP, …). */
export const { labels: WORK_REGISTRATION_STATUS_LABELS, tones: WORK_REGISTRATION_STATUS_PALETTE } = valueLooks<WorkRegistrationStatus, BadgePalette>({
  registered: ['Registered', 'success'],
  pending: ['Pending', 'warning'],
  not_registered: ['Not registered', 'neutral'],
});

export const compositionRoleLabel = (role: string | null | undefined): string => labelOf(COMPOSITION_ROLE_LABELS, role);

export const workRegistrationStatusLabel = (status: string | null | undefined): string =>
  labelOf(WORK_REGISTRATION_STATUS_LABELS, status);
