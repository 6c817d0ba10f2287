export type { AdminInvite, AdminInviteCreate, InviteRequest, InviteStatus, InviteeRole } from './api/invite-types';
export { INVITE_STATUSES, INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLES, INVITEE_ROLE_LABELS } from './config/labels';
export { inviteeEmail, inviteeFields, inviteeName } from './model/invitee-schema';
export { InviteeFields, type InviteeFieldsProps } from './ui/invitee-fields';
