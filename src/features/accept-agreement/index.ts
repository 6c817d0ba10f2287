export { AcceptAgreementDialog, type AcceptAgreementDialogProps } from './ui/accept-agreement-dialog';
export { AgreementUpdatePrompt, USER_AGREEMENT_CHANGED } from './ui/agreement-update-prompt';
