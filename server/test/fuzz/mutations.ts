import { mintToken, TEST_AUTH_SECRET } from '../helpers.js';
import type { Random } from './random.js';
import { BOUNDARY, encodeBody, multipart, type ParameterSpec, part, queryPairs, type RequestModel, TINY_PNG, toInject } from './requests.js';
import { BINARY, type Schema, type SchemaAt, type SchemaSampler, typesOf } from './schema-sample.js';

/**
 * Invalid (or hostile but valid) variants of a valid request, one change each, named by `kind`
 * (`query.page: boundary 2^53`) so failures group by what was done. Families: path and query
 * parameters (boundary numbers, NUL, non-UTF-8, wrong types, huge and long values, unknown and
 * prototype keys), JSON bodies (wrong types, NUL in strings and keys, raw invalid UTF-8, huge
 * strings, deep nesting, long arrays, missing required and unknown properties, malformed and
 * empty bodies, wrong content types), form and multipart bodies, methods and tokens.
 */
export function mutate(base: RequestModel, sampler: SchemaSampler, random: Random, context: MutationContext): RequestModel {
  // A mutation can land on what the request already was (an empty list made empty): draw again.
  let model = base;
  for (let attempt = 0; attempt < 4 && sameRequest(model, base); attempt += 1) model = mutateOnce(base, sampler, random, context);
  return model;
}

function sameRequest(a: RequestModel, b: RequestModel): boolean {
  return JSON.stringify(toInject(a, undefined)) === JSON.stringify(toInject(b, undefined));
}

function mutateOnce(base: RequestModel, sampler: SchemaSampler, random: Random, context: MutationContext): RequestModel {
  const model = cloneModel(base);
  const families: [number, Family][] = [];
  const parameters = model.spec.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  if (parameters.some((parameter) => parameter.in === 'path')) families.push([2, pathFamily]);
  if (parameters.some((parameter) => parameter.in === 'query')) families.push([3, queryFamily]);
  families.push([0.6, queryExtraFamily]);
  const json = model.body && isJson(model.body.media.mediaType);
  if (model.spec.body) {
    if (json) families.push([5, jsonLeafFamily], [2, jsonStructureFamily]);
    if (model.body?.media.mediaType === 'multipart/form-data') families.push([5, multipartFamily]);
    if (model.body?.media.mediaType === 'application/x-www-form-urlencoded') families.push([2, formFamily]);
    families.push([2.5, wholeBodyFamily]);
  } else {
    families.push([0.4, unexpectedBodyFamily]);
  }
  families.push([0.6, methodFamily], [0.7, authFamily], [0.3, headerFamily]);
  const family = random.weighted(families);
  family(model, { sampler, random, context });
  return model;
}

export interface MutationContext {
  /** The caller's account, for tokens that claim more than it has. */
  userId?: string;
  /** Methods the contract defines on this path. */
  methods: string[];
}

type Family = (model: RequestModel, tools: { sampler: SchemaSampler; random: Random; context: MutationContext }) => void;

const NUMBER_EDGES = ['0', '-1', String(2 ** 53), String(2 ** 53 + 2), '1e30', '-1e30', '1925736802636487196672', '92233720368547758', '2147483648', 'NaN', 'Infinity', '1.5', '-0', '0x1A', '1e3', '+1', ' 1', '1 ', '٣'];
const NON_UTF8 = ['%FF', '%C3%28', '%E0%80%80', '%ED%A0%80', '%C0%AF', '%F8%88%80%80%80', '%', '%G1', '%%'];
const WRONG_SEGMENTS = ['-1', '0', '1e30', 'null', 'undefined', 'true', '%20', '%2e%2e', 'a%2Fb', '%27%20OR%201%3D1--', '%3Cscript%3E', '%E2%80%AE', encodeURIComponent('漢字'), '000000000000000000000000', 'ffffffffffffffffffffffff', 'FFFFFFFFFFFFFFFFFFFFFFFF', '5f0c0ffee0000000000000a1x'];
const BAD_DATES = ['2024-02-30', '2024-13-01', '0000-00-00', '99999-01-01', 'today', '2024-1-1', '20240101', '2024-01-01T00:00:00Z', '1970-01-01', '9999-12-31'];
const PROTOTYPE_QUERY = ['__proto__=1', '__proto__%5Badmin%5D=1', 'constructor%5Bprototype%5D%5Badmin%5D=1', 'hasOwnProperty=1', 'toString=x'];

const pathFamily: Family = (model, { random }) => {
  const names = Object.keys(model.path);
  const name = random.pick(names);
  const current = model.path[name]!;
  const [label, value] = random.weighted<[string, string]>([
    [3, ['long', 'a'.repeat(random.pick([300, 1000, 8000]))]],
    [1, ['long id-like', random.hex(301)]],
    [2, ['nul', random.pick([`${current}%00`, '%00', `%00${current}`])]],
    [2, ['non-utf8', random.pick([`${current}${random.pick(NON_UTF8)}`, random.pick(NON_UTF8)])]],
    [3, ['wrong value', random.pick(WRONG_SEGMENTS)]],
    [1, ['empty', '']],
    [1, ['huge number', random.pick(NUMBER_EDGES.map(encodeURIComponent))]],
  ]);
  model.path[name] = value;
  model.kind = `path.${name}: ${label}`;
};

const queryFamily: Family = (model, { sampler, random }) => {
  const parameter = random.pick(model.spec.parameters.filter((candidate) => candidate.in === 'query'));
  const schema = sampler.deref(parameter.at).schema;
  const types = typesOf(itemSchema(sampler, schema));
  const numeric = types.includes('integer') || types.includes('number');
  const options: [number, () => [string, string[] | null]][] = [
    [numeric ? 6 : 0, () => {
      const edges = [...numericEdges(itemSchema(sampler, schema)), ...NUMBER_EDGES];
      const value = random.pick(edges);
      return [`boundary ${describeEdge(value)}`, [encodeURIComponent(value)]];
    }],
    [2, () => ['nul', [random.pick(['%00', `${sampleText(random)}%00`, `%00${sampleText(random)}`])]]],
    [2, () => ['non-utf8', [random.pick([random.pick(NON_UTF8), `${sampleText(random)}${random.pick(NON_UTF8)}`])]]],
    [1.5, () => ['huge 10kB', ['x'.repeat(10_000)]]],
    [0.3, () => ['huge 100kB', ['y'.repeat(100_000)]]],
    [2, () => ['wrong type', [random.pick(numeric ? ['abc', 'true', '%5B%5D', '%7B%7D', '1%2C2'] : ['%5B1%5D', '%7B%22a%22%3A1%7D', '12345', 'true', 'null'])]]],
    [1.5, () => ['repeated', [encodeURIComponent(sampleValue(sampler, parameter, random)), encodeURIComponent(sampleValue(sampler, parameter, random))]]],
    [Array.isArray(itemSchema(sampler, schema).enum) ? 2 : 0, () => ['not in enum', [random.pick(['nope', 'ASC', 'DESC', '', '*', 'all-tracks%00'])]]],
    [itemSchema(sampler, schema).format === 'date' ? 2 : 0, () => ['bad date', [random.pick(BAD_DATES)]]],
    [1, () => ['empty', ['']]],
    [0.5, () => ['bare name', ['\0bare']]],
    [parameter.required ? 2 : 0, () => ['missing required', null]],
    [parameter.explode ? 0 : 1, () => ['long list', [Array.from({ length: 2000 }, () => 'x').join(',')]]],
  ];
  const [label, values] = random.weighted(options)();
  model.query = model.query.filter(([name]) => name !== encodeURIComponent(parameter.name));
  if (values) model.query.push(...values.map((value): [string, string] => [encodeURIComponent(parameter.name), value]));
  model.kind = `query.${parameter.name}: ${label}`;
};

const queryExtraFamily: Family = (model, { random }) => {
  const [label, pair] = random.weighted<[string, string]>([
    [2, ['unknown parameter', `${random.word()}=${random.word()}`]],
    [2, ['prototype key', random.pick(PROTOTYPE_QUERY)]],
    [1, ['nul name', '%00=1']],
    [1, ['non-utf8 name', '%FF=1']],
    [0.5, ['10kB name', `${'n'.repeat(10_000)}=1`]],
    [0.5, ['1000 parameters', Array.from({ length: 1000 }, (_, index) => `p${index}=1`).join('&')]],
  ]);
  const [name, ...rest] = pair.split('=');
  model.query.push([name!, rest.join('=') || '\0bare']);
  model.kind = `query: ${label}`;
};

/** Slots of a JSON value (every node but the root), with their paths. */
function slots(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  const found: { path: (string | number)[]; value: unknown }[] = [];
  if (Array.isArray(value)) value.forEach((item, index) => found.push({ path: [...path, index], value: item }, ...slots(item, [...path, index])));
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) found.push({ path: [...path, key], value: item }, ...slots(item, [...path, key]));
  return found;
}

const jsonLeafFamily: Family = (model, { sampler, random }) => {
  const body = model.body!;
  const candidates = slots(body.value);
  if (candidates.length === 0) return wholeBodyFamily(model, { sampler, random, context: { methods: [] } });
  const slot = random.pick(candidates);
  const schema = schemaAtPath(sampler, body.media.at, slot.path);
  const raws = new Map<string, string | Buffer>();
  const raw = (text: string | Buffer) => {
    const marker = `\uE000raw${raws.size}\uE000`;
    raws.set(marker, text);
    return marker;
  };
  const value = slot.value;
  const numeric = typeof value === 'number';
  const text = typeof value === 'string' && value !== (BINARY as unknown) ? value : sampleText(random);
  const [label, replacement] = random.weighted<[string, () => unknown]>([
    [3, ['wrong type', () => wrongType(value, random)]],
    [1.5, ['null', () => null]],
    [2, ['one-element array', () => [value]]],
    [1, ['object', () => ({ value })]],
    [3, ['nul in string', () => random.pick([`${text}\u0000`, '\u0000', `${text.slice(0, 2)}\u0000${text.slice(2)}`])]],
    [2, ['invalid utf-8 bytes', () => raw(Buffer.concat([Buffer.from('"'), Buffer.from(text.slice(0, 3)), Buffer.from(random.pick([[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80]])), Buffer.from('"')]))]],
    [1, ['lone surrogate', () => `${text}\ud800`]],
    [1, ['raw control character', () => raw(`"a${String.fromCharCode(random.pick([0, 1, 10, 31]))}b"`)]],
    [2, ['huge 10kB string', () => 'x'.repeat(10_000)]],
    [0.25, ['huge 1MB string', () => 'm'.repeat(1_000_000)]],
    [numeric ? 5 : 1, ['boundary number', () => {
      const edge = random.pick([...numericEdges(schema), '1925736802636487196672', '1e30', '-1e30', String(2 ** 53), '-1', '0', '1.5', '1e400', '-0']);
      return raw(edge);
    }]],
    [1, ['number as NaN string', () => random.pick(['NaN', 'Infinity', '-Infinity'])]],
    [Array.isArray(schema.enum) ? 2 : 0.3, ['not in enum', () => random.pick(['nope', '', 'ADMIN', 'null', String(value).toLowerCase() === String(value) ? String(value).toUpperCase() : String(value).toLowerCase()])]],
    [schema.format || schema.pattern ? 2 : 0.3, ['bad format', () => random.pick(['not-an-email', '@', 'a@b', '2024-02-30', '2024-13-01T25:00:00Z', 'javascript:alert(1)', ' ', '12345678901234567890123', 'zzzzzzzzzzzzzzzzzzzzzzzz'])]],
    [1, ['empty string', () => '']],
    [1, ['whitespace only', () => '   \t ']],
    [1, ['long array', () => Array.from({ length: 10_000 }, () => (typeof value === 'object' ? 0 : value))]],
    [1, ['deep nesting', () => {
      const depth = random.pick([1000, 10_000, 100_000]);
      return raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    }]],
    [0.7, ['deep objects', () => {
      const depth = random.pick([1000, 10_000]);
      return raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    }]],
  ]);
  model.body = { ...body, value: setAt(body.value, slot.path, replacement()) };
  model.kind = `body${pointerOf(slot.path)}: ${label}`;
  if (raws.size > 0) model.raw = { payload: serializeWithRaws(model.body.value, raws), contentType: body.media.mediaType };
};

const jsonStructureFamily: Family = (model, { random }) => {
  const body = model.body!;
  const objects = [{ path: [] as (string | number)[], value: body.value }, ...slots(body.value)].filter((slot) => isPlainObject(slot.value));
  if (objects.length === 0) {
    model.raw = { payload: JSON.stringify({ [random.word()]: 1 }), contentType: body.media.mediaType };
    model.kind = 'body: object for non-object';
    return;
  }
  const target = random.pick(objects);
  const object = target.value as Record<string, unknown>;
  const keys = Object.keys(object);
  const raws = new Map<string, string | Buffer>();
  const [label, change] = random.weighted<[string, (copy: Record<string, unknown>) => void]>([
    [keys.length > 0 ? 4 : 0, ['missing property', (copy) => delete copy[random.pick(keys)]]],
    [keys.length > 0 ? 1 : 0, ['empty object', (copy) => keys.forEach((key) => delete copy[key])]],
    [3, ['unknown property', (copy) => (copy[`${random.word()}Extra`] = random.pick([1, 'x', null, { a: 1 }, [1]]))]],
    [1.5, ['nul in key', (copy) => (copy[random.pick(['\u0000', `na\u0000me`, `${keys[0] ?? 'a'}\u0000`])] = 'x')]],
    [2, ['prototype key', (copy) => {
      const marker = '\uE000proto\uE000';
      raws.set(`"${marker}"`, `"${random.pick(['__proto__', 'constructor', 'prototype'])}"`);
      copy[marker] = random.pick([{ admin: true, roles: ['ADMIN'] }, { prototype: { admin: true } }, 'x']);
    }]],
    [0.5, ['empty key', (copy) => (copy[''] = 1)]],
    [0.5, ['10kB key', (copy) => (copy['k'.repeat(10_000)] = 1)]],
    [1, ['duplicate key', (copy) => {
      const key = keys[0] ?? 'a';
      const marker = '\uE000dup\uE000';
      raws.set(`"${marker}"`, JSON.stringify(key));
      copy[marker] = random.pick([null, 12345, { nested: true }, 'second']);
    }]],
    [0.5, ['10,000 properties', (copy) => {
      for (let index = 0; index < 10_000; index += 1) copy[`p${index}`] = index;
    }]],
  ]);
  const copy = structuredCloneJson(object);
  change(copy);
  model.body = { ...body, value: target.path.length === 0 ? copy : setAt(body.value, target.path, copy) };
  model.kind = `body${pointerOf(target.path)}: ${label}`;
  if (raws.size > 0) {
    let text = JSON.stringify(model.body.value);
    for (const [marker, replacement] of raws) text = text.replace(marker, replacement as string);
    model.raw = { payload: text, contentType: body.media.mediaType };
  }
};

const wholeBodyFamily: Family = (model, { random }) => {
  const mediaType = model.body?.media.mediaType ?? model.spec.body!.media[0]!.mediaType;
  const valid = model.body ? encodeBody(model.body.media, model.body.value) : { payload: '{}', contentType: 'application/json' };
  const validText = Buffer.isBuffer(valid.payload) ? valid.payload : Buffer.from(valid.payload);
  const [label, payload, contentType] = random.weighted<[string, string | Buffer | undefined, string | undefined]>([
    [2, ['empty body', '', mediaType]],
    [1, ['no body, no content type', undefined, undefined]],
    [1, ['null body', 'null', 'application/json']],
    [1, ['array body', '[]', 'application/json']],
    [1, ['string body', '"text"', 'application/json']],
    [1, ['number body', '12345', 'application/json']],
    [2, ['malformed json', random.pick(['{', '{"a":', "{'a':1}", '{"a":1}garbage', '{,}', 'NaN', '{"a":01}', '{"a":"\\x"}', validText.subarray(0, Math.max(1, Math.floor(validText.length / 2))).toString('latin1')]), 'application/json']],
    [1, ['BOM before json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), validText]), mediaType]],
    [2, ['invalid utf-8 body', Buffer.concat([validText.subarray(0, Math.max(1, validText.length - 2)), Buffer.from([0xc3, 0x28, 0xff]), validText.subarray(Math.max(1, validText.length - 2))]), mediaType]],
    [1, ['utf-16 body', Buffer.from(validText.toString('utf8'), 'utf16le'), `${mediaType}; charset=utf-16`]],
    [2, ['wrong content type', validText, random.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'foo', 'application/json-patch+json', 'text/html; charset=utf-8'])]],
    [1, ['charset latin1', validText, `${mediaType}; charset=latin1`]],
    [1, ['form body for json', validText, 'application/x-www-form-urlencoded']],
    [1, ['multipart without boundary', validText, 'multipart/form-data']],
    [1, ['json without content type', validText, '']],
    [0.2, ['body over 1 MB', `{"pad":"${'p'.repeat(1_100_000)}"}`, 'application/json']],
  ]);
  model.body = undefined;
  model.raw = payload === undefined ? undefined : { payload, ...(contentType === '' ? {} : { contentType }) };
  model.kind = `body: ${label}`;
};

const unexpectedBodyFamily: Family = (model, { random }) => {
  const [label, payload, contentType] = random.weighted<[string, string, string]>([
    [2, ['body on an operation without one', '{"a":1}', 'application/json']],
    [1, ['malformed body on an operation without one', '{"a":', 'application/json']],
    [1, ['text body on an operation without one', 'hello', 'text/plain']],
  ]);
  model.raw = { payload, contentType };
  model.kind = `body: ${label}`;
};

const multipartFamily: Family = (model, { random }) => {
  const media = model.body!.media;
  const fields = Object.entries((model.body!.value ?? {}) as Record<string, unknown>);
  const parts = fields.map(([name, value]) => part(media, name, value));
  const files = parts.filter((item) => item.filename);
  const encoded = multipart(parts);
  const [label, payload, contentType] = random.weighted<[string, Buffer | string, string]>([
    [2, ['no boundary', encoded.payload, 'multipart/form-data']],
    [2, ['truncated', encoded.payload.subarray(0, Math.floor(encoded.payload.length / 2)), encoded.contentType]],
    [1, ['boundary mismatch', encoded.payload, 'multipart/form-data; boundary=other-boundary']],
    [1, ['empty multipart', `--${BOUNDARY}--\r\n`, encoded.contentType]],
    [2, ['file under another name', multipart(parts.map((item) => (item.filename ? { ...item, name: 'somethingElse' } : item))).payload, encoded.contentType]],
    [files.length > 0 ? 3 : 0, ['not an image', multipart(parts.map((item) => (item.filename ? { ...item, data: Buffer.from('not really a picture \u0000\u00ff') } : item))).payload, encoded.contentType]],
    [files.length > 0 ? 1 : 0, ['empty file', multipart(parts.map((item) => (item.filename ? { ...item, data: Buffer.alloc(0) } : item))).payload, encoded.contentType]],
    [files.length > 0 ? 1 : 0, ['truncated image', multipart(parts.map((item) => (item.filename ? { ...item, data: TINY_PNG.subarray(0, 40) } : item))).payload, encoded.contentType]],
    [1, ['two files', multipart([...parts, { name: files[0]?.name ?? 'file', filename: 'b.png', contentType: 'image/png', data: TINY_PNG }, { name: files[0]?.name ?? 'file', filename: 'c.png', contentType: 'image/png', data: TINY_PNG }]).payload, encoded.contentType]],
    [1, ['nul in field', multipart([...parts.filter((item) => item.filename), { name: fields.find(([, value]) => typeof value === 'string' && value !== (BINARY as unknown))?.[0] ?? 'title', data: 'a\u0000b' }]).payload, encoded.contentType]],
    [1, ['invalid utf-8 field', multipart([...parts, { name: 'title', data: Buffer.from([0x41, 0xc3, 0x28, 0xff]) }]).payload, encoded.contentType]],
    [1, ['nul in file name', multipart(parts.map((item) => (item.filename ? { ...item, filename: 'a\u0000.png' } : item))).payload, encoded.contentType]],
    [1, ['malformed json part', multipart([...parts, { name: 'tracks', contentType: 'application/json', data: '[{"title":' }]).payload, encoded.contentType]],
    [0.5, ['1MB text field', multipart([...parts, { name: 'title', data: 't'.repeat(1_000_000) }]).payload, encoded.contentType]],
    [1, ['json instead of multipart', JSON.stringify(Object.fromEntries(fields.map(([name, value]) => [name, value === BINARY ? 'x' : value]))), 'application/json']],
  ]);
  model.body = undefined;
  model.raw = { payload, contentType };
  model.kind = `multipart: ${label}`;
};

const formFamily: Family = (model, { random }) => {
  const form = new URLSearchParams(Object.entries((model.body!.value ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString();
  const [label, payload] = random.weighted<[string, string]>([
    [2, ['nul', `${form}&reason=other%00`]],
    [2, ['non-utf8', `${form}&comment=%FF%C3%28`]],
    [1, ['malformed escape', `${form}&comment=%`]],
    [1, ['repeated keys', `${form}&listIds=a&listIds=b`]],
    [1, ['unknown key', `${form}&${random.word()}=1`]],
    [1, ['prototype key', `${form}&__proto__=1&constructor=2`]],
    [1, ['huge 10kB value', `${form}&comment=${'c'.repeat(10_000)}`]],
  ]);
  model.body = undefined;
  model.raw = { payload, contentType: 'application/x-www-form-urlencoded' };
  model.kind = `form: ${label}`;
};

const methodFamily: Family = (model, { random, context }) => {
  // HEAD reaches the GET handler (Fastify adds it): only the status is checked then.
  const others = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'].filter((method) => !context.methods.includes(method));
  model.method = random.pick(others.length > 0 ? others : ['TRACE']);
  model.kind = `method: ${model.method} (not in the contract)`;
};

const authFamily: Family = (model, { random, context }) => {
  const [label, header] = random.weighted<[string, string]>([
    [1, ['no credentials after Bearer', 'Bearer']],
    [1, ['garbage token', `Bearer ${random.word(10, 40)}`]],
    [1, ['Basic scheme', 'Basic dXNlcjpwYXNz']],
    [1, ['three empty parts', 'Bearer ..']],
    [1, ['expired token', `Bearer ${mintToken({ sub: context.userId, now: Date.now() - 7_200_000, expiresInSeconds: 60 })}`]],
    [1, ['token of no account', `Bearer ${mintToken({ roles: ['ADMIN'] })}`]],
    [1, ['token signed with another secret', `Bearer ${mintToken({ sub: context.userId, roles: ['ADMIN'], secret: `${TEST_AUTH_SECRET}-other` })}`]],
    [1, ['token claiming ADMIN', `Bearer ${mintToken({ sub: context.userId, roles: ['ADMIN', 'INVESTOR'], ver: 99 })}`]],
    [0.5, ['10kB token', `Bearer ${'t'.repeat(10_000)}`]],
    [0.5, ['two tokens', `Bearer a.b.c, Bearer d.e.f`]],
  ]);
  model.headers.authorization = header;
  model.kind = `auth: ${label}`;
};

const headerFamily: Family = (model, { random }) => {
  const [label, headers] = random.weighted<[string, Record<string, string>]>([
    [1, ['accept html', { accept: 'text/html' }]],
    [1, ['accept xml only', { accept: 'application/xml' }]],
    [1, ['garbage forwarded-for', { 'x-forwarded-for': 'not-an-ip, ::1, 999.999.999.999' }]],
    [1, ['odd accept-encoding', { 'accept-encoding': 'gzip;q=abc, br, *' }]],
    [1, ['10kB header', { 'x-padding': 'h'.repeat(10_000) }]],
  ]);
  Object.assign(model.headers, headers);
  model.kind = `headers: ${label}`;
};

function wrongType(value: unknown, random: Random): unknown {
  if (typeof value === 'string') return random.pick([12345, true, 0, -1]);
  if (typeof value === 'number') return random.pick([String(value), 'abc', true]);
  if (typeof value === 'boolean') return random.pick(['true', 1, 'yes']);
  if (Array.isArray(value)) return random.pick([{}, 'a,b', 1]);
  if (isPlainObject(value)) return random.pick([[], 'object', 1]);
  return 'x';
}

function numericEdges(schema: Schema): string[] {
  const edges: string[] = [];
  const step = typesOf(schema).includes('integer') ? 1 : 0.01;
  for (const key of ['minimum', 'exclusiveMinimum'] as const) if (typeof schema[key] === 'number') edges.push(String((schema[key] as number) - step), String(schema[key]));
  for (const key of ['maximum', 'exclusiveMaximum'] as const) if (typeof schema[key] === 'number') edges.push(String((schema[key] as number) + step), String(schema[key]));
  return edges;
}

function describeEdge(value: string): string {
  if (value === String(2 ** 53)) return '2^53';
  if (value.length > 12) return `${value.slice(0, 6)}…(${value.length} digits)`;
  return JSON.stringify(value);
}

function itemSchema(sampler: SchemaSampler, schema: Schema): Schema {
  if (schema.items) return sampler.deref({ schema: schema.items as Schema, pointer: '' }).schema;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return sampler.deref({ schema: branches.find((branch) => sampler.deref({ schema: branch, pointer: '' }).schema.type !== 'null') ?? {}, pointer: '' }).schema;
  return schema;
}

/** Best effort: the schema at a path inside a body (through $refs, allOf, oneOf, anyOf, items). */
function schemaAtPath(sampler: SchemaSampler, root: SchemaAt, path: (string | number)[]): Schema {
  let candidates: Schema[] = [sampler.deref(root).schema];
  for (const key of path) {
    const next: Schema[] = [];
    const expand = (schema: Schema): Schema[] => {
      const resolved = sampler.deref({ schema, pointer: '' }).schema;
      const parts = [resolved, ...(((resolved.allOf ?? []) as Schema[]).concat((resolved.oneOf ?? []) as Schema[], (resolved.anyOf ?? []) as Schema[]).flatMap(expand))];
      return parts;
    };
    for (const schema of candidates.flatMap(expand)) {
      if (typeof key === 'number' && schema.items) next.push(schema.items as Schema);
      const property = (schema.properties as Record<string, Schema> | undefined)?.[String(key)];
      if (property) next.push(property);
      else if (typeof schema.additionalProperties === 'object') next.push(schema.additionalProperties as Schema);
    }
    candidates = next;
    if (candidates.length === 0) return {};
  }
  return candidates.length > 0 ? sampler.deref({ schema: candidates[0]!, pointer: '' }).schema : {};
}

function sampleText(random: Random): string {
  return random.word(2, 8);
}

function sampleValue(sampler: SchemaSampler, parameter: ParameterSpec, random: Random): string {
  const { value } = sampler.sample(parameter.at, random, undefined, parameter.name);
  return queryPairs(parameter, value)[0]?.[1] ?? '';
}

function serializeWithRaws(value: unknown, raws: Map<string, string | Buffer>): Buffer {
  const text = JSON.stringify(value);
  const chunks: Buffer[] = [];
  let rest = text;
  for (const [marker, replacement] of raws) {
    const quoted = JSON.stringify(marker);
    const index = rest.indexOf(quoted);
    if (index < 0) continue;
    chunks.push(Buffer.from(rest.slice(0, index)), Buffer.isBuffer(replacement) ? replacement : Buffer.from(replacement));
    rest = rest.slice(index + quoted.length);
  }
  chunks.push(Buffer.from(rest));
  return Buffer.concat(chunks);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredCloneJson(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function pointerOf(path: (string | number)[]): string {
  return path.map((key) => `/${typeof key === 'number' ? '#' : key}`).join('');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json$/i.test(mediaType);
}

/** A deep copy that keeps BINARY marks (structuredClone refuses symbols). */
function structuredCloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneJson) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, structuredCloneJson(item)])) as T;
  return value;
}

export function cloneModel(model: RequestModel): RequestModel {
  return {
    ...model,
    path: { ...model.path },
    query: model.query.map(([name, value]): [string, string] => [name, value]),
    headers: { ...model.headers },
    body: model.body ? { media: model.body.media, value: structuredCloneJson(model.body.value) } : undefined,
  };
}
