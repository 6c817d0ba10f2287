import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The one error body of the contract (components.schemas.Error). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/**
 * An error whose message is meant for the caller; anything else thrown becomes a bare 500.
 * `details` are extra body fields that the contract gives this answer (e.g. verificationRequired).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Longest path parameter the router takes (Fastify's default is 100). Longer ones than a schema
 * allows reach validation and get its message; past this the router refuses them itself.
 */
export const MAX_PARAM_LENGTH = 500;

export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid UTF-8 percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
};

export const BODY_MESSAGES = {
  /** Past Fastify's body limit (1 MiB by default, `x-body-limit` of the operation), before the body is read. */
  tooLarge: (limitBytes: number) => `The body must be at most ${Math.floor(limitBytes / 1024)} KB`,
} as const;

/** Errors the router raises before any route runs, in the one error schema (never Fastify's own body). */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'The request is not valid';
  return reply.code(400).send(errorBody(400, message));
}

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...errorBody(error.statusCode, error.message), ...error.details });
  }
  if ('validation' in error && error.validation) {
    return reply.code(400).send(errorBody(400, error.message));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(errorBody(413, BODY_MESSAGES.tooLarge(request.routeOptions.bodyLimit)));
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // To Sentry when SENTRY_DSN is set: the route and path, the user's id; no body, query or header.
    request.server.errorReporter.capture(error, {
      request: { method: request.method, route: request.routeOptions.url, path: request.url.split('?', 1)[0] ?? '' },
      userId: request.caller?.userId,
    });
    return reply.code(status).send(errorBody(status, 'Something went wrong on our side. Please try again.'));
  }
  // Fastify's own 4xx errors (bad JSON, payload too large, unsupported media type) have safe messages.
  return reply.code(status).send(errorBody(status, error.message));
}
