export { ConfirmDialog, type ConfirmDialogProps } from '@/shared/ui';
