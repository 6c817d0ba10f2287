export { acceptAgreement, agreementQueries } from './api/agreement-api';
export type { Agreement, AgreementAcceptance, AgreementType } from './api/agreement-api';
export { AGREEMENT_LABELS } from './config/labels';
export { AgreementDialog, type AgreementDialogProps } from './ui/agreement-dialog';
