import type { FastifyRequest } from 'fastify';
import type { ContractOperation, Role } from '../contract/document.js';
import { HttpError } from '../http/errors.js';

/**
 * The signed-in caller of a request; `roles` are the account's effective roles (always including
 * USER), read from the database; `tokenId` and `tokenExpiresAt` (epoch seconds) identify the
 * bearer token used, so that logout can revoke it.
 */
export interface Caller {
  userId: string;
  roles: Role[];
  tokenId: string;
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication required',
  invalid: 'Invalid or expired token',
  forbidden: 'Your account does not have access to this operation',
} as const;

const GRANTABLE: readonly Role[] = ['USER', 'INVESTOR', 'ADMIN'];

export function effectiveRoles(storedRoles: readonly string[]): Role[] {
  return GRANTABLE.filter((role) => role === 'USER' || storedRoles.includes(role));
}

/** The caller a bearer token stands for, or null when the token or its account is not valid. */
export type Authenticate = (token: string) => Promise<Caller | null>;

/**
 * The role check of one operation, run as its onRequest hook: before body parsing and validation,
 * so visitors get 401 and other roles 403 whatever they send, built or not.
 */
export function createAuthorizer(operation: ContractOperation, authenticate: Authenticate) {
  return async function authorize(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const caller = token === null ? null : await authenticate(token);
    request.caller = caller;
    if (operation.isPublic) return;
    // Without a header, such an operation's token may be in the body: checked once it is parsed.
    if (token === null && operation.tokenInBody !== undefined) return;
    check(operation, token, caller);
  };
}

/**
 * The same check for an operation whose body may carry the token (`x-token-in-body`), run before
 * validation when no Authorization header was sent: the header, when sent, always wins.
 */
export function createBodyTokenAuthorizer(operation: ContractOperation & { tokenInBody: string }, authenticate: Authenticate) {
  return async function authorizeFromBody(request: FastifyRequest): Promise<void> {
    if (request.caller !== null || bearerToken(request.headers.authorization) !== null) return;
    const body = request.body as Record<string, unknown> | null | undefined;
    const field = typeof body === 'object' && body !== null ? body[operation.tokenInBody] : undefined;
    const token = typeof field === 'string' && field !== '' ? field : null;
    const caller = token === null ? null : await authenticate(token);
    request.caller = caller;
    check(operation, token, caller);
  };
}

function check(operation: ContractOperation, token: string | null, caller: Caller | null): asserts caller is Caller {
  if (token === null) throw new HttpError(401, AUTH_MESSAGES.missing, { 'www-authenticate': 'Bearer' });
  if (caller === null) {
    throw new HttpError(401, AUTH_MESSAGES.invalid, { 'www-authenticate': 'Bearer error="invalid_token"' });
  }
  if (!operation.roles.some((role) => caller.roles.includes(role))) {
    throw new HttpError(403, AUTH_MESSAGES.forbidden);
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
