import type { AgreementType } from '../api/agreement-api';

export const AGREEMENT_LABELS: Readonly<Record<AgreementType, string>> = {
  USER_AGREEMENT: 'User agreement',
  DISTRIBUTION_AGREEMENT: 'Distribution agreement',
};
