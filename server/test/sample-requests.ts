import { type ContractOperation, type OpenApiDocument, resolveRef } from '../contract/document.js';

type Parameter = { name: string; in: string; schema?: unknown };
type Schema = { enum?: unknown[]; const?: unknown; examples?: unknown[]; example?: unknown; default?: unknown; type?: string | string[]; format?: string; pattern?: string };

/**
 * A concrete /api URL for the operation, with path parameters that pass their schemas where a
 * sample is easy to derive (enum, example, ObjectId pattern, numbers); otherwise 'sample'.
 */
export function sampleUrl(document: OpenApiDocument, operation: ContractOperation): string {
  const pathItem = document.paths?.[operation.path] ?? {};
  const declared = [
    ...((pathItem.parameters as unknown[] | undefined) ?? []),
    ...(((pathItem[operation.method.toLowerCase()] as { parameters?: unknown[] } | undefined)?.parameters) ?? []),
  ].map((parameter) => resolveRef(document, parameter) as Parameter);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = declared.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const schema = (resolveRef(document, parameter?.schema) ?? {}) as Schema;
    return encodeURIComponent(String(sampleValue(schema)));
  });
  return `/api${path}`;
}

function sampleValue(schema: Schema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.pattern === '^[0-9a-f]{24}$') return '5f0c0ffee0000000000000a1';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return 'sample';
}
