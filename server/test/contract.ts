import { Ajv2020 } from 'ajv/dist/2020.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Contract,
  createPathMatcher,
  DEFAULT_SPEC_PATH,
  loadContract,
  type OpenApiDocument,
  resolveRef,
  resolveRefWithPointer,
} from '../contract/document.js';
import { addFormats } from '../contract/ajv-formats.js';

export const FIXTURE_SPEC_PATH = fileURLToPath(new URL('./fixtures/openapi.yaml', import.meta.url));
/** The real contract once openapi/openapi.yaml exists, the small fixture before that. */
export const CONTRACT_PATH = existsSync(DEFAULT_SPEC_PATH) ? DEFAULT_SPEC_PATH : FIXTURE_SPEC_PATH;

/** What these checks need of a light-my-request (app.inject) response. */
export interface CheckedResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  /** The bytes as sent: the checks read them decoded by their Content-Encoding. */
  rawPayload?: Buffer;
}

/** The body as text, decoded by its Content-Encoding (the API compresses answers of 1 kB or more). */
export function decodedBody(response: Pick<CheckedResponse, 'body' | 'headers' | 'rawPayload'>): string {
  const encoding = response.headers['content-encoding'];
  if (!response.rawPayload || (encoding !== 'br' && encoding !== 'gzip')) return response.body;
  return (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString('utf8');
}

const DOCUMENT_KEY = 'openapi.json';
const checkers = new Map<string, { contract: Contract; ajv: Ajv2020 }>();

function checker(specPath: string) {
  let entry = checkers.get(specPath);
  if (!entry) {
    const contract = loadContract(specPath);
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(contract.document, DOCUMENT_KEY);
    entry = { contract, ajv };
    checkers.set(specPath, entry);
  }
  return entry;
}

/** A contract checker bound to one document (the fixture, say) instead of CONTRACT_PATH. */
export function contractChecker(specPath: string) {
  return {
    expectResponseMatchesContract: (response: CheckedResponse, request: { method: string; path: string }) =>
      expectResponseMatchesContract(response, request, specPath),
    expectErrorResponse: (response: CheckedResponse, statusCode: number) => expectErrorResponse(response, statusCode, specPath),
  };
}

/**
 * Checks the raw payload (not what a serializer made of it) against the contract's response for
 * this operation and status code (else its nXX range, else `default`) and returns the parsed
 * body. `path` is a document path (`/artists/{id}`) or a concrete URL (`/api/artists/abc?x=1`).
 */
export function expectResponseMatchesContract(
  response: CheckedResponse,
  { method, path }: { method: string; path: string },
  specPath = CONTRACT_PATH,
): unknown {
  const { contract, ajv } = checker(specPath);
  const text = decodedBody(response);
  const lowerMethod = method.toLowerCase();
  const label = `${method.toUpperCase()} ${path} → ${response.statusCode}`;
  const template = findPathTemplate(contract.document, path);
  const operation = template === undefined ? undefined : contract.document.paths?.[template]?.[lowerMethod];
  if (template === undefined || operation === undefined) throw new Error(`${label}: the contract has no such operation`);

  const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
  const status = String(response.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in responses);
  if (key === undefined) throw new Error(`${label}: the contract lists no response ${status} (nor default)`);
  const resolved = resolveRefWithPointer(
    contract.document,
    responses[key],
    `/paths/${escapePointer(template)}/${lowerMethod}/responses/${escapePointer(key)}`,
  );
  const content = (resolved.value as { content?: Record<string, { schema?: unknown }> }).content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    if (text !== '') throw new Error(`${label}: the contract says no content, the body is ${preview(text)}`);
    return undefined;
  }
  const contentType = String(response.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const mediaType = mediaTypes.find((candidate) => mediaTypeMatches(candidate, contentType));
  if (mediaType === undefined) {
    throw new Error(`${label}: Content-Type "${contentType}" is not one of the contract's ${mediaTypes.join(', ')}`);
  }
  if (!isJson(mediaType)) return text;
  const body = parseJson(text, label);
  if (content[mediaType]?.schema === undefined) return body;
  const schemaPointer = `${resolved.pointer}/content/${escapePointer(mediaType)}/schema`;
  const validate = ajv.getSchema(`${DOCUMENT_KEY}#${encodePointer(schemaPointer)}`);
  if (!validate) throw new Error(`${label}: cannot compile the schema at ${schemaPointer}`);
  if (!validate(body)) {
    throw new Error(
      `${label}: the body does not match the contract (${key}): ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\n` +
        `body: ${preview(text)}`,
    );
  }
  return body;
}

/**
 * A rule the server enforces, as the contract must state it: the answer has the expected status,
 * the operation lists that status itself (`default` or an nXX range would let any status through)
 * and that response's own description names the rule: it contains `mentions`, by default the
 * answer's `message` (the contract quotes the messages it answers). `answer` is a callApi answer,
 * whose body has been checked against the contract already. Whitespace is compared loosely.
 */
export function expectStatedRule(
  answer: { status: number; body: unknown },
  { method, path, status, mentions }: { method: string; path: string; status: number; mentions?: string },
  specPath = CONTRACT_PATH,
): void {
  const { contract } = checker(specPath);
  const label = `${method.toUpperCase()} ${path} → ${answer.status}`;
  if (answer.status !== status) throw new Error(`${label}: expected ${status}, body ${preview(JSON.stringify(answer.body))}`);
  const template = findPathTemplate(contract.document, path);
  const operation = template === undefined ? undefined : contract.document.paths?.[template]?.[method.toLowerCase()];
  const listed = (operation as { responses?: Record<string, unknown> } | undefined)?.responses?.[String(status)];
  if (listed === undefined) throw new Error(`${label}: the operation does not list ${status} among its responses`);
  const own = (listed as { description?: unknown }).description;
  const description = typeof own === 'string' ? own : (resolveRef(contract.document, listed) as { description?: string }).description;
  const rule = mentions ?? (answer.body as { message?: unknown }).message;
  if (typeof rule !== 'string' || rule === '') throw new Error(`${label}: no message to look for, pass \`mentions\``);
  const loose = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (!loose(description ?? '').includes(loose(rule))) {
    throw new Error(`${label}: the description of response ${status} does not name the rule "${rule}": ${JSON.stringify(description)}`);
  }
}

/** For answers outside the operations (unknown /api paths): the status and the Error schema. */
export function expectErrorResponse(response: CheckedResponse, statusCode: number, specPath = CONTRACT_PATH) {
  const { ajv } = checker(specPath);
  const label = `response ${response.statusCode}`;
  const text = decodedBody(response);
  if (response.statusCode !== statusCode) throw new Error(`${label}: expected ${statusCode}, body ${preview(text)}`);
  const body = parseJson(text, label);
  const validate = ajv.getSchema(`${DOCUMENT_KEY}#/components/schemas/Error`);
  if (!validate) throw new Error('The contract has no components.schemas.Error');
  if (!validate(body)) throw new Error(`${label}: not the Error schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
  return body as { statusCode: number; error: string; message: string };
}

const matchers = new WeakMap<OpenApiDocument, (path: string) => string[]>();

export function findPathTemplate(document: OpenApiDocument, url: string): string | undefined {
  const path = (url.split('?', 1)[0] ?? '').replace(/^\/api(?=\/)/, '');
  let match = matchers.get(document);
  if (!match) {
    match = createPathMatcher(Object.keys(document.paths ?? {}));
    matchers.set(document, match);
  }
  return match(path)[0];
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function encodePointer(pointer: string): string {
  return pointer.split('/').map(encodeURIComponent).join('/');
}

function mediaTypeMatches(accepted: string, actual: string): boolean {
  const [type, subtype] = accepted.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json$/i.test(mediaType);
}

function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${label}: the body is not JSON: ${preview(text)}`);
  }
}

function preview(text: string): string {
  return JSON.stringify(text.slice(0, 600)) + (text.length > 600 ? '…' : '');
}

/** Checks a value that is not an HTTP answer (a file the server wrote, say) against a schema of the contract. */
export function expectMatchesSchema(value: unknown, schemaName: string, specPath = CONTRACT_PATH): void {
  const { ajv } = checker(specPath);
  const valid = ajv.validate({ $ref: `${DOCUMENT_KEY}#/components/schemas/${schemaName}` }, value);
  if (!valid) throw new Error(`Not a ${schemaName}: ${ajv.errorsText(ajv.errors)}`);
}
