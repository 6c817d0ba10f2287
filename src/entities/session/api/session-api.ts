import { apiClient, unwrap, type components } from '@/shared/api';
import { takeEarlyVerify, tokenStore } from '@/shared/lib/session-token';

export type User = components['schemas']['User'];
export type AuthSession = components['schemas']['AuthSession'];
export type LoginCredentials = components['schemas']['LoginRequest'];
export type VerifyCodeRequest = components['schemas']['VerifyCodeRequest'];
export type VerifyCodeResponse = components['schemas']['VerifyCodeResponse'];
export type UpdatePasswordRequest = components['schemas']['UpdatePasswordRequest'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

export const requestLogin = (body: LoginCredentials) => unwrap(apiClient.POST('/auth/login', { body }));

type RefreshAnswer = components['schemas']['AuthSession'];

/** An answer of `fetch` in the shape `unwrap` reads from the API client (`data` or `error`). */
async function asClientResult(response: Response): Promise<{ data?: RefreshAnswer; error?: unknown; response: Response }> {
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok ? { data: body as RefreshAnswer, response } : { error: body, response };
}

/**
 * `POST /auth/verify`; the bearer token (from the token store) is the input. The early request
 * index.html's head script sent for the same token is used when there is one (`takeEarlyVerify`);
 * if that one could not reach the server, the request is sent again.
 */
export async function requestTokenRefresh(): Promise<RefreshAnswer> {
  const early = takeEarlyVerify(tokenStore.get());
  if (early) {
    const result = await early.then(asClientResult, () => null);
    if (result) return unwrap(Promise.resolve(result));
  }
  return unwrap(apiClient.POST('/auth/verify'));
}

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
