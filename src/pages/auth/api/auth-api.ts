import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type SignUpRequest = components['schemas']['SignUpRequest'];

/** `GET /auth/invites/{inviteCode}`: the pending invite, to fill the sign-up form. */
export const signUpInviteQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: ['sign-up-invite', inviteCode] as const,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/auth/invites/{inviteCode}', { params: { path: { inviteCode } }, signal })),
    retry: false,
    staleTime: Infinity,
  });

/**
 * Creates the account; a verification code is emailed. With an invite code the invite sign-up is
 * used (`POST /auth/invite-sign-up`), otherwise the artist sign-up (`POST /auth/artist-sign-up`).
 */
export function signUp(body: SignUpRequest) {
  const { inviteCode } = body;
  if (inviteCode) return unwrap(apiClient.POST('/auth/invite-sign-up', { body: { ...body, inviteCode } }));
  return unwrap(apiClient.POST('/auth/artist-sign-up', { body }));
}

/** `POST /auth/verify-code` with `{email, resend: true}`: mails a new code. */
export function resendVerificationCode(email: string) {
  return unwrap(apiClient.POST('/auth/verify-code', { body: { email, resend: true } }));
}

/** `POST /auth/forgot-password`: mails a reset link when the address is known. */
export function requestPasswordResetLink(email: string) {
  return unwrap(apiClient.POST('/auth/forgot-password', { body: { email } }));
}
