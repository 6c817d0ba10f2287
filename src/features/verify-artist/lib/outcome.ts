import { toApiError } from '@/shared/api';
import { VERIFICATION_TEXTS } from '../config/platforms';
import type { VerificationResponse } from '../api/verification-api';

export type VerificationOutcome =
  | { kind: 'verified'; artistId: string | null }
  | { kind: 'two-factor'; message: string }
  | { kind: 'failed'; message: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A 200 answer: verified when `success`, else its message or error, else "Verification failed". */
export function outcomeOfAnswer(answer: VerificationResponse): VerificationOutcome {
  if (answer.success) return { kind: 'verified', artistId: answer.artist?._id ?? null };
  return { kind: 'failed', message: text(answer.message) ?? text(answer.error) ?? VERIFICATION_TEXTS.failed };
}

/**
 * A failed call: 428 asks for the two-factor code with the platform's prompt; anything else is a
 * failure with the server's error text, else "Verification failed" (spec 2 §8).
 */
export function outcomeOfError(error: unknown): VerificationOutcome {
  const apiError = toApiError(error);
  const body = (typeof apiError.body === 'object' && apiError.body !== null ? apiError.body : {}) as Record<string, unknown>;
  if (apiError.status === 428) {
    return { kind: 'two-factor', message: text(body.twoFactorAuthMessage) ?? text(body.message) ?? 'Enter the code we sent you.' };
  }
  return { kind: 'failed', message: text(apiError.message) ?? VERIFICATION_TEXTS.failed };
}

/** Admin claim failure: the server's message, else a generic error (spec 2 §8). */
export function claimFailureMessage(error: unknown): string {
  return text(toApiError(error).message) ?? VERIFICATION_TEXTS.claimFailed;
}
