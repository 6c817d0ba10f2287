export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, preloadDialog, type DialogProps } from './dialog';
