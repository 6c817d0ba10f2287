export { ConfirmDialog } from '@/shared/ui';
