import type { InjectOptions } from 'fastify';
import type { ContractOperation, OpenApiDocument } from '../../contract/document.js';
import { resolveRefWithPointer } from '../../contract/document.js';
import type { Random } from './random.js';
import { BINARY, escape, type Override, type SchemaAt, type SchemaSampler } from './schema-sample.js';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** `style: form, explode: false`: an array travels comma-separated. */
  explode: boolean;
  at: SchemaAt;
}

export interface MediaSpec {
  mediaType: string;
  at: SchemaAt;
  /** Content types of multipart parts (the contract's `encoding`). */
  partTypes: Record<string, string>;
}

/** What the fuzzer needs to know of one operation of the contract. */
export interface OperationSpec {
  operation: ContractOperation;
  parameters: ParameterSpec[];
  body?: { required: boolean; media: MediaSpec[] };
  /** Has a handler (else the 501 stand-in answers). */
  built: boolean;
}

export function operationSpec(document: OpenApiDocument, operation: ContractOperation, built: boolean): OperationSpec {
  const pathPointer = `/paths/${escape(operation.path)}`;
  const pathItem = document.paths?.[operation.path] ?? {};
  const method = operation.method.toLowerCase();
  const methodPointer = `${pathPointer}/${method}`;
  const declared: [unknown, string][] = [
    ...((pathItem.parameters as unknown[] | undefined) ?? []).map((parameter, index): [unknown, string] => [parameter, `${pathPointer}/parameters/${index}`]),
    ...(((pathItem[method] as { parameters?: unknown[] }).parameters ?? []).map((parameter, index): [unknown, string] => [parameter, `${methodPointer}/parameters/${index}`])),
  ];
  const parameters = declared.map(([raw, pointer]) => {
    const resolved = resolveRefWithPointer(document, raw, pointer);
    const parameter = resolved.value as { name: string; in: ParameterSpec['in']; required?: boolean; explode?: boolean; style?: string; schema?: object };
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true || parameter.in === 'path',
      explode: parameter.explode ?? (parameter.style === undefined || parameter.style === 'form'),
      at: { schema: (parameter.schema ?? {}) as SchemaAt['schema'], pointer: `${resolved.pointer}/schema` },
    };
  });
  const bodyResolved = resolveRefWithPointer(document, (pathItem[method] as { requestBody?: unknown }).requestBody, `${methodPointer}/requestBody`);
  const requestBody = bodyResolved.value as { required?: boolean; content?: Record<string, { schema?: object; encoding?: Record<string, { contentType?: string }> }> } | undefined;
  const body = requestBody?.content
    ? {
        required: requestBody.required === true,
        media: Object.entries(requestBody.content).map(([mediaType, content]) => ({
          mediaType,
          at: { schema: (content.schema ?? {}) as SchemaAt['schema'], pointer: `${bodyResolved.pointer}/content/${escape(mediaType)}/schema` },
          partTypes: Object.fromEntries(
            Object.entries(content.encoding ?? {}).map(([name, encoding]) => [name, (encoding.contentType ?? 'application/octet-stream').split(',')[0]!.trim()]),
          ),
        })),
      }
    : undefined;
  return { operation, parameters, body, built };
}

/**
 * A request before it is sent: parameters already URL-encoded (a mutation may put raw bytes such
 * as %00 or %FF there), the body structured (`value`) until a mutation replaces it by raw bytes.
 */
export interface RequestModel {
  spec: OperationSpec;
  method: string;
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: { media: MediaSpec; value: unknown };
  raw?: { payload: string | Buffer; contentType?: string };
  /** `valid`, or the mutation (`body/email: nul in string`). */
  kind: string;
  /** Whether the generator could produce a value passing every schema. */
  valid: boolean;
}

/** A request that passes every schema of the operation (when the generator manages; see `valid`). */
export function validRequest(sampler: SchemaSampler, spec: OperationSpec, random: Random, override: Override): RequestModel {
  let valid = true;
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of spec.parameters) {
    if (parameter.in === 'path') {
      const { value, valid: ok } = sampler.sample(parameter.at, random, override, parameter.name);
      valid &&= ok;
      path[parameter.name] = encodeURIComponent(String(value));
      continue;
    }
    if (parameter.in !== 'query') continue;
    if (!parameter.required && !random.chance(0.5)) continue;
    const { value, valid: ok } = sampler.sample(parameter.at, random, override, parameter.name);
    valid &&= ok;
    query.push(...queryPairs(parameter, value));
  }
  orderRange(query, random);
  let body: RequestModel['body'];
  if (spec.body && (spec.body.required || random.chance(0.7))) {
    const media = random.pick(spec.body.media);
    const { value, valid: ok } = sampler.sample(media.at, random, override);
    valid &&= ok;
    body = { media, value: confirmFields(value) };
  }
  return { spec, method: spec.operation.method, path, query, headers: {}, body, kind: 'valid', valid };
}

/**
 * `from` and `to` drawn apart are mostly a refused range (after `to`, or past the longest span):
 * often make `to` a few days after `from`, now and then at the ends of the calendar.
 */
function orderRange(query: [string, string][], random: Random): void {
  const from = query.find(([name]) => name === 'from');
  const to = query.find(([name]) => name === 'to');
  if (!from || !to || !random.chance(0.6)) return;
  const edge = random.chance(0.15);
  if (/^\d{4}-\d{2}-\d{2}$/.test(from[1])) {
    const start = edge ? random.pick(['0001-01-01', '9999-12-01', '1970-01-01']) : from[1];
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + random.int(0, 30) * 86_400_000);
    [from[1], to[1]] = [start, end.getUTCFullYear() > 9999 ? '9999-12-31' : end.toISOString().slice(0, 10)];
  } else if (/^\d{4}-\d{2}$/.test(from[1])) {
    const start = edge ? random.pick(['0001-01', '9999-06', '1970-01']) : from[1];
    const months = Number(start.slice(0, 4)) * 12 + Number(start.slice(5)) - 1 + random.int(0, 6);
    const year = Math.min(Math.floor(months / 12), 9999);
    [from[1], to[1]] = [start, `${String(year).padStart(4, '0')}-${String(year === 9999 ? Math.min((months % 12) + 1, 12) : (months % 12) + 1).padStart(2, '0')}`];
  }
}

/** `confirmNewPassword` repeats `newPassword` (a rule between fields that schemas do not state). */
function confirmFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const original = /^confirm([A-Z])(.*)$/.exec(key);
    const source = original ? `${original[1]!.toLowerCase()}${original[2]}` : undefined;
    if (source && source in record) record[key] = record[source];
  }
  return value;
}

export function queryPairs(parameter: ParameterSpec, value: unknown): [string, string][] {
  const name = encodeURIComponent(parameter.name);
  if (Array.isArray(value)) {
    if (!parameter.explode) return [[name, value.map((item) => encodeURIComponent(String(item))).join(',')]];
    return value.map((item) => [name, encodeURIComponent(String(item))]);
  }
  return [[name, encodeURIComponent(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))]];
}

export function requestUrl(model: RequestModel): string {
  const path = model.spec.operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => model.path[name] ?? '');
  const query = model.query.map(([name, value]) => (value === '\0bare' ? name : `${name}=${value}`)).join('&');
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** The inject options for the model, the body serialized for its media type. */
export function toInject(model: RequestModel, token: string | undefined): InjectOptions {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...model.headers };
  let payload: string | Buffer | undefined;
  if (model.raw) {
    payload = model.raw.payload;
    if (model.raw.contentType !== undefined) headers['content-type'] = model.raw.contentType;
  } else if (model.body) {
    const encoded = encodeBody(model.body.media, model.body.value);
    payload = encoded.payload;
    headers['content-type'] = encoded.contentType;
  }
  return { method: model.method as InjectOptions['method'], url: requestUrl(model), headers, ...(payload === undefined ? {} : { payload }) };
}

export function encodeBody(media: MediaSpec, value: unknown): { payload: string | Buffer; contentType: string } {
  if (media.mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      for (const part of Array.isArray(item) ? item : [item]) form.append(name, typeof part === 'object' ? JSON.stringify(part) : String(part));
    }
    return { payload: form.toString(), contentType: media.mediaType };
  }
  if (media.mediaType === 'multipart/form-data') return multipart(Object.entries((value ?? {}) as Record<string, unknown>).map(([name, item]) => part(media, name, item)));
  // Raw bytes (tus chunks): the sampled string as they are.
  if (media.mediaType === 'application/offset+octet-stream') return { payload: Buffer.from(typeof value === 'string' ? value : ''), contentType: media.mediaType };
  return { payload: JSON.stringify(value), contentType: media.mediaType };
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | Buffer;
}

/** A 1×1 PNG: the smallest real image, for photo and cover-art fields. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A WAV header and a few silent samples. */
export const TINY_WAV = (() => {
  const data = Buffer.alloc(64);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
})();

export function part(media: MediaSpec, name: string, value: unknown): Part {
  const contentType = media.partTypes[name];
  if (value === BINARY) {
    const audio = contentType?.startsWith('audio/') ?? false;
    return { name, filename: audio ? 'take.wav' : 'cover.png', contentType: contentType ?? 'application/octet-stream', data: audio ? TINY_WAV : TINY_PNG };
  }
  if (typeof value === 'object' && value !== null) return { name, contentType: 'application/json', data: JSON.stringify(value) };
  return { name, data: String(value) };
}

export const BOUNDARY = '----royalty-desk-fuzz-7MA4YWxkTrZu0gW';

export function multipart(parts: Part[], boundary = BOUNDARY): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const item of parts) {
    const disposition = `form-data; name="${item.name}"${item.filename ? `; filename="${item.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(item.contentType ? [`Content-Type: ${item.contentType}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`), Buffer.isBuffer(item.data) ? item.data : Buffer.from(item.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
