import { isCanceledError, toApiError, UNKNOWN_ERROR_MESSAGE } from '@/shared/api';

/** Spec 1 §8 "Login failure default". */
export const LOGIN_FAILED_MESSAGE = 'An error occurred during login.';

/**
 * The message to show for a failed call: the API's message (`ApiError.message`, spec 1 §8 order),
 * or `fallback` when there is none. `null` for a canceled request (never shown).
 */
export function errorMessageOf(error: unknown, fallback: string): string | null {
  if (isCanceledError(error)) return null;
  const message = toApiError(error).message.trim();
  return message && message !== UNKNOWN_ERROR_MESSAGE ? message : fallback;
}
