import type { components } from './generated/openapi';

/**
 * Error model of the API client (spec 1 §8, the error catalogue).
 *
 * Message choice order: the user message the client assigns to a situation (network error, 500,
 * failed re-authentication), then the error fields of the response body (`message`, then `error`),
 * then the error's own message, then 'Unknown error'.
 */
export const NETWORK_ERROR_MESSAGE = 'We are making some improvements. Please try again in a moment.';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please log in again.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

export type ApiErrorKind = 'http' | 'network' | 'canceled' | 'auth' | 'unknown';

export interface ApiErrorInit {
  status: number;
  message: string;
  body?: unknown;
  kind?: ApiErrorKind;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network error, canceled, client-side failure). */
  readonly status: number;
  /** The parsed response body (the `{statusCode, error, message}` error shape), when there was one. */
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor({ status, message, body, kind = 'http', cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.body = body;
    this.kind = kind;
  }

  /** A canceled request is rejected with no message; callers must not show it to the user. */
  get isCanceled(): boolean {
    return this.kind === 'canceled';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isCanceledError(error: unknown): boolean {
  return (error instanceof ApiError && error.isCanceled) || isAbortError(error);
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' || (error as { name: unknown }).name === 'CanceledError')
  );
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  // NestJS-style validation errors carry a list of messages
  if (Array.isArray(value)) {
    const parts = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return parts.length ? parts.join(', ') : undefined;
  }
  return undefined;
}

export interface MessageSources {
  /** The message the client assigns to the situation (network error, 500, failed re-authentication). */
  userMessage?: string | undefined;
  /** The response body, if any. */
  body?: unknown;
  /** The error's own message (a thrown error's `message`, or the response status text). */
  errorMessage?: string | undefined;
}

/** Picks the message to show, in the order of spec 1 §8. */
export function chooseErrorMessage({ userMessage, body, errorMessage }: MessageSources): string {
  const fromBody =
    typeof body === 'object' && body !== null
      ? (textOf((body as Record<string, unknown>).message) ?? textOf((body as Record<string, unknown>).error))
      : undefined;
  return textOf(userMessage) ?? fromBody ?? textOf(errorMessage) ?? UNKNOWN_ERROR_MESSAGE;
}

/** Maps a non-2xx response (with its parsed body) to an `ApiError`. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const userMessage = response.status === 500 ? SERVER_ERROR_MESSAGE : undefined;
  return new ApiError({
    status: response.status,
    body,
    kind: 'http',
    message: chooseErrorMessage({ userMessage, body, errorMessage: response.statusText }),
  });
}

/** An error thrown while sending (the request never got an answer). */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE, cause });
}

export function canceledError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: 'canceled', message: '', cause });
}

/** Normalises anything thrown by a call into an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAbortError(error)) return canceledError(error);
  const errorMessage = error instanceof Error ? error.message : undefined;
  return new ApiError({ status: 0, kind: 'unknown', message: chooseErrorMessage({ errorMessage }), cause: error });
}

type AgreementRequiredBody = components['schemas']['AgreementRequiredError'];

/** The agreement refusals (428/409 `AgreementRequiredError`) by code, in plain words. */
export const AGREEMENT_ERROR_MESSAGES: Readonly<Record<AgreementRequiredBody['code'], string>> = {
  AGREEMENT_NOT_ACCEPTED: 'Accept the agreement to go on.',
  AGREEMENT_VERSION_OUTDATED: 'The agreement has changed. Read the current version and accept it.',
};

/** The agreement an answer asks to accept (its type, code and current version), or null for any other error. */
export function agreementRequiredOf(error: unknown): Pick<AgreementRequiredBody, 'code' | 'agreementType' | 'currentVersion'> | null {
  if (!(error instanceof ApiError) || (error.status !== 428 && error.status !== 409)) return null;
  const body = error.body as Partial<AgreementRequiredBody> | null;
  if (!body || typeof body !== 'object' || !body.code || !(body.code in AGREEMENT_ERROR_MESSAGES) || !body.agreementType || !body.currentVersion) return null;
  return { code: body.code, agreementType: body.agreementType, currentVersion: body.currentVersion };
}
