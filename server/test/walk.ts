import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '../contract/document.js';
import { service } from '../handlers/index.js';
import { bearer, testContract } from './helpers.js';
import { sampleUrl } from './sample-requests.js';

/** Walking every operation of the contract with sample URLs and no body (routing, roles). */
const contract = testContract();

function isStream(operation: ContractOperation): boolean {
  const responses = (contract.document.paths?.[operation.path]?.[operation.method.toLowerCase()] as { responses?: object })?.responses;
  return JSON.stringify(responses ?? {}).includes('text/event-stream');
}

// A built stream (server-sent events) would never end under inject: those have their own tests.
// Logout revokes the caller's token: walked last so that it does not end the walk's sessions.
export const walkableOperations: ContractOperation[] = contract.operations
  .filter((operation) => !(isStream(operation) && operation.operationId in service))
  .sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

export function callOperation(app: FastifyInstance, operation: ContractOperation, token?: string) {
  return app.inject({ method: operation.method, url: sampleUrl(contract.document, operation), headers: token ? bearer(token) : {} });
}
