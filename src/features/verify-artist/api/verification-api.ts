import { apiClient, unwrap, type components } from '@/shared/api';

export type VerificationRequest = components['schemas']['VerificationRequest'];
export type VerificationResponse = components['schemas']['VerificationResponse'];
export type ClaimArtistRequest = components['schemas']['ClaimArtistRequest'];
export type ProviderPlatform = components['schemas']['ProviderPlatform'];

/** `POST /spotify/onboarding` or `POST /apple/onboarding` (428 asks for the two-factor code). */
export const requestVerification = (platform: ProviderPlatform, body: VerificationRequest) =>
  platform === 'spotify'
    ? unwrap(apiClient.POST('/spotify/onboarding', { body }))
    : unwrap(apiClient.POST('/apple/onboarding', { body }));

/** `POST /admin/artists/claim`: an admin claims an artist without a platform login. */
export const requestArtistClaim = (body: ClaimArtistRequest) => unwrap(apiClient.POST('/admin/artists/claim', { body }));

/** `GET /user`: the signed-in user, with the roster and verification flags as they are now. */
export const requestCurrentUser = () => unwrap(apiClient.GET('/user'));
