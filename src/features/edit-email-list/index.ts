export { EmailListDialogSlot, preloadEmailListDialog } from './ui/email-list-dialog-slot';
export type { EmailListDialogProps } from './ui/email-list-dialog';
