import { apiClient, unwrap, type components } from '@/shared/api';

export type User = components['schemas']['User'];
export type AuthSession = components['schemas']['AuthSession'];
export type LoginCredentials = components['schemas']['LoginRequest'];
export type VerifyCodeRequest = components['schemas']['VerifyCodeRequest'];
export type VerifyCodeResponse = components['schemas']['VerifyCodeResponse'];
export type UpdatePasswordRequest = components['schemas']['UpdatePasswordRequest'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
export type ResetPasswordResponse = components['schemas']['ResetPasswordResponse'];

export const requestLogin = (body: LoginCredentials) => unwrap(apiClient.POST('/auth/login', { body }));

/** The bearer token (from the token store) is the input. */
export const requestTokenRefresh = () => unwrap(apiClient.POST('/auth/verify'));

/**
 * Signs the given token out. The token is passed explicitly (a per-request middleware sets the
 * header) because the app clears its stored copy before this request goes out.
 */
export const requestLogout = (token: string) =>
  unwrap(
    apiClient.POST('/auth/logout', {
      middleware: [
        {
          onRequest({ request }) {
            request.headers.set('Authorization', `Bearer ${token}`);
            return request;
          },
        },
      ],
    }),
  );

export const requestDistributionStatus = (query: { userId: string; accountEmail: string }) =>
  unwrap(apiClient.GET('/nm/check-if-distributed-artist', { params: { query } }));

export const requestPasswordUpdate = (body: UpdatePasswordRequest) =>
  unwrap(apiClient.POST('/auth/update-password', { body }));

export const requestCodeVerification = (body: VerifyCodeRequest) =>
  unwrap(apiClient.POST('/auth/verify-code', { body }));

export const requestPasswordReset = (body: ResetPasswordRequest) =>
  unwrap(apiClient.POST('/auth/reset-password', { body }));
