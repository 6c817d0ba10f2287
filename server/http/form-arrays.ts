import type { FastifyRequest } from 'fastify';
import { type Contract, type ContractOperation, resolveRef } from '../contract/document.js';

interface Parameter {
  name?: string;
  in?: string;
  explode?: boolean;
  schema?: { type?: unknown };
}

/**
 * Query arrays with `style: form, explode: false` arrive comma-separated (`socials=A,B`); the
 * querystring parser leaves them one string, so they are split before validation.
 */
export function createFormArraySplitter(contract: Contract, operation: ContractOperation) {
  const document = contract.document as { paths?: Record<string, Record<string, { parameters?: unknown[] } & { parameters?: unknown[] }>> };
  const pathItem = document.paths?.[operation.path] as { parameters?: unknown[] } & Record<string, { parameters?: unknown[] }> | undefined;
  const parameters = [...(pathItem?.parameters ?? []), ...(pathItem?.[operation.method.toLowerCase()]?.parameters ?? [])]
    .map((parameter) => resolveRef(contract.document, parameter) as Parameter)
    .filter((parameter) => parameter.in === 'query' && parameter.explode === false && resolvedType(contract, parameter) === 'array')
    .map((parameter) => parameter.name!);
  if (parameters.length === 0) return null;
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of parameters) {
      const value = query[name];
      if (typeof value === 'string') query[name] = value === '' ? [] : value.split(',');
    }
  };
}

function resolvedType(contract: Contract, parameter: Parameter): unknown {
  return (resolveRef(contract.document, parameter.schema) as { type?: unknown } | undefined)?.type;
}
