import type { FastifyReply } from 'fastify';
import type { ContractOperation } from '../contract/document.js';
import { errorBody } from '../http/errors.js';

/**
 * Stand-in for an operation of the contract that has no handler yet, so every operation is routed
 * (and role-checked) from day one. Later issues replace these by adding the real handler to
 * server/handlers/<tag>.ts; nothing here needs to change.
 */
export function notBuiltHandler(operation: ContractOperation) {
  const body = errorBody(501, `${operation.operationId} (${operation.method} ${operation.path}) is not built yet`);
  return async (_request: unknown, reply: FastifyReply) => {
    reply.code(501);
    return body;
  };
}
