export { AddMembersSlot, preloadAddMembers } from './ui/add-members-slot';
export type { AddMembersDialogProps } from './ui/add-members-dialog';
