import type { InviteRequest } from '@/entities/invite';
import { apiClient, unwrap } from '@/shared/api';

/** `POST /user/invites`: a sign-up invite (spec 2 §7: type SIGNUP_INVITE, role ARTIST). */
export const requestInvite = (body: InviteRequest) => unwrap(apiClient.POST('/user/invites', { body }));
