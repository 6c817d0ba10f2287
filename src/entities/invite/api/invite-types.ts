import type { components } from '@/shared/api';

/** The admin's view of an invitation (`/admin/invites`). */
export type AdminInvite = components['schemas']['AdminInvite'];
export type AdminInviteCreate = components['schemas']['AdminInviteCreate'];
/** An artist's sign-up invite of a fellow artist (`POST /user/invites`). */
export type InviteRequest = components['schemas']['InviteRequest'];
export type InviteStatus = components['schemas']['InviteStatus'];
export type InviteeRole = AdminInvite['inviteeRole'];
