import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const DEFAULT_SPEC_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

export type Role = 'PUBLIC' | 'USER' | 'INVESTOR' | 'ADMIN';
export const ROLES: readonly Role[] = ['PUBLIC', 'USER', 'INVESTOR', 'ADMIN'];

export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};
type SecurityRequirement = Record<string, string[]>;

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Path as written in the document, without the /api prefix: `/artists/{id}`. */
  path: string;
  tags: string[];
  /** Roles allowed to call it; PUBLIC means anyone, signed in or not. */
  roles: Role[];
  isPublic: boolean;
  requestBody?: { required: boolean; mediaTypes: string[] };
  /**
   * `x-token-in-body`: a body field that may carry the bearer token when no Authorization header
   * is sent (navigator.sendBeacon cannot set headers).
   */
  tokenInBody?: string;
  /** `x-body-limit`: the largest body in bytes, when the operation takes less than the server's default. */
  bodyLimit?: number;
  /** Contract inconsistencies found while reading the operation (logged at start-up, failed in tests). */
  problems: string[];
}

export interface Contract {
  path: string;
  document: OpenApiDocument;
  operations: ContractOperation[];
}

export function loadContract(path = DEFAULT_SPEC_PATH): Contract {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read the OpenAPI document at ${path}`, { cause });
  }
  const document = parse(text) as OpenApiDocument;
  return { path, document, operations: listOperations(document) };
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method] as Record<string, unknown> | undefined;
      if (operation) operations.push(readOperation(document, path, method, operation));
    }
  }
  return operations;
}

function readOperation(
  document: OpenApiDocument,
  path: string,
  method: (typeof METHODS)[number],
  operation: Record<string, unknown>,
): ContractOperation {
  const problems: string[] = [];
  const operationId = (operation.operationId as string | undefined) ?? `${method} ${path}`;
  const security = (operation.security ?? document.security ?? []) as SecurityRequirement[];
  // An empty requirement object ({}) makes authentication optional.
  const securityIsEmpty = security.length === 0 || security.some((item) => Object.keys(item).length === 0);
  const declared = operation['x-roles'];
  let roles: Role[];
  if (Array.isArray(declared) && declared.length > 0) {
    roles = declared.filter((role): role is Role => ROLES.includes(role as Role));
    if (roles.length !== declared.length) problems.push(`unknown role in x-roles ${JSON.stringify(declared)}`);
  } else {
    problems.push('x-roles is missing');
    // Fail closed: without x-roles a secured operation is admin-only.
    roles = securityIsEmpty ? ['PUBLIC'] : ['ADMIN'];
  }
  // x-roles decides; a disagreeing `security` is reported (and fails the contract tests).
  const isPublic = roles.includes('PUBLIC');
  if (securityIsEmpty !== isPublic) {
    problems.push(`security ${JSON.stringify(security)} disagrees with x-roles ${JSON.stringify(roles)}`);
  }
  if (!operation.operationId) problems.push('operationId is missing');
  return {
    operationId,
    method: method.toUpperCase() as HttpMethod,
    path,
    tags: (operation.tags as string[] | undefined) ?? [],
    roles,
    isPublic,
    requestBody: readRequestBody(document, operation.requestBody),
    ...(typeof operation['x-token-in-body'] === 'string' ? { tokenInBody: operation['x-token-in-body'] } : {}),
    ...readBodyLimit(operation['x-body-limit'], problems),
    problems: problems.map((problem) => `${operationId} (${method.toUpperCase()} ${path}): ${problem}`),
  };
}

function readBodyLimit(declared: unknown, problems: string[]): { bodyLimit?: number } {
  if (declared === undefined) return {};
  if (Number.isSafeInteger(declared) && (declared as number) > 0) return { bodyLimit: declared as number };
  problems.push(`x-body-limit must be a positive whole number of bytes, not ${JSON.stringify(declared)}`);
  return {};
}

function readRequestBody(document: OpenApiDocument, body: unknown): ContractOperation['requestBody'] {
  const resolved = resolveRef(document, body) as { required?: boolean; content?: Record<string, unknown> } | undefined;
  if (!resolved?.content) return undefined;
  return { required: resolved.required === true, mediaTypes: Object.keys(resolved.content) };
}

/** Follows local `$ref`s (`#/components/...`) until it reaches an object without one. */
export function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  return resolveRefWithPointer(document, value, '').value;
}

export function resolveRefWithPointer(
  document: OpenApiDocument,
  value: unknown,
  pointer: string,
): { value: unknown; pointer: string } {
  let current = value;
  let currentPointer = pointer;
  for (let hops = 0; isRef(current); hops += 1) {
    if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${current.$ref}`);
    currentPointer = current.$ref.slice(1);
    current = currentPointer
      .split('/')
      .slice(1)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return { value: current, pointer: currentPointer };
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/**
 * The document's path templates that match a concrete path (`/artists/abc` → `/artists/{id}`),
 * those with fewer parameters first, so literal segments win: `/artists/search` before `/artists/{id}`.
 */
export function createPathMatcher(templates: string[]): (path: string) => string[] {
  const patterns = templates
    .map((template) => ({
      template,
      parameters: template.match(/\{/g)?.length ?? 0,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^/}]+\\?\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.parameters - b.parameters);
  return (path) => patterns.filter(({ pattern }) => pattern.test(path)).map(({ template }) => template);
}

/** The methods the contract offers on a concrete path (without /api), HEAD with GET; empty when it has no such path. */
export function createAllowedMethods(contract: Contract): (path: string) => string[] {
  const match = createPathMatcher(Object.keys(contract.document.paths ?? {}));
  return (path) => {
    const methods = new Set(
      match(path).flatMap((template) =>
        contract.operations.filter((operation) => operation.path === template).map((operation) => operation.method as string),
      ),
    );
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
