import type { FastifyRequest } from 'fastify';
import type { ContractOperation, Role } from '../contract/document.js';
import { HttpError } from '../http/errors.js';
import type { TokenClaims } from './tokens.js';

/** The signed-in caller of a request; `roles` are the effective roles (always including USER). */
export interface Caller {
  userId: string;
  roles: Role[];
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

export function effectiveRoles(tokenRoles: readonly string[]): Role[] {
  return GRANTABLE.filter((role) => role === 'USER' || tokenRoles.includes(role));
}

/**
 * The role check of one operation, run as its onRequest hook: before body parsing and validation,
 * so visitors get 401 and other roles 403 whatever they send, built or not.
 */
export function createAuthorizer(operation: ContractOperation, verify: (token: string) => TokenClaims | null) {
  return async function authorize(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const claims = token === null ? null : verify(token);
    const caller = claims ? { userId: claims.sub, roles: effectiveRoles(claims.roles) } : null;
    request.caller = caller;
    if (operation.isPublic) return;
    if (token === null) throw new HttpError(401, AUTH_MESSAGES.missing, { 'www-authenticate': 'Bearer' });
    if (caller === null) {
      throw new HttpError(401, AUTH_MESSAGES.invalid, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    if (!operation.roles.some((role) => caller.roles.includes(role))) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
    }
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
