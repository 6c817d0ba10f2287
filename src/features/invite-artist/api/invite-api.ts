import { apiClient, unwrap, type components } from '@/shared/api';

export type InviteRequest = components['schemas']['InviteRequest'];

/** `POST /user/invites`: a sign-up invite (spec 2 §7: type SIGNUP_INVITE, role ARTIST). */
export const requestInvite = (body: InviteRequest) => unwrap(apiClient.POST('/user/invites', { body }));
