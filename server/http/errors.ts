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
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(errorBody(status, 'Something went wrong on our side. Please try again.'));
  }
  // Fastify's own 4xx errors (bad JSON, payload too large, unsupported media type) have safe messages.
  return reply.code(status).send(errorBody(status, error.message));
}
