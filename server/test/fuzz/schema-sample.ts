import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { type OpenApiDocument, resolveRefWithPointer } from '../../contract/document.js';
import { addFormats } from '../../contract/ajv-formats.js';
import type { Random } from './random.js';
import { sampleRegex } from './regex-sample.js';

export type Schema = Record<string, unknown>;

/** A schema and where it sits in the document (a JSON pointer), so values can be checked against it. */
export interface SchemaAt {
  schema: Schema;
  pointer: string;
}

/**
 * A value the fixtures want in place of a generated one (a real artist id for `artistId`, the
 * caller's own id for `userId`), or undefined to generate. Used only when it passes the schema.
 */
export type Override = (name: string, at: SchemaAt) => unknown;

const DOCUMENT_KEY = 'fuzz-openapi.json';
/** How many times a value is generated again when it does not pass its schema (oneOf, patterns). */
const ATTEMPTS = 8;
/** Marks a binary part (`format: binary`): the multipart encoder puts a small file there. */
export const BINARY = Symbol('binary');

/**
 * Values that pass the contract's schemas, generated from the schema itself ($refs, allOf, oneOf,
 * anyOf, enums, formats, patterns, lengths, ranges, array and object sizes), checked with Ajv in
 * the validator's own dialect (JSON Schema 2020-12), so a "valid" request really is one.
 */
export class SchemaSampler {
  private readonly ajv: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly coercingValidators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    // Query and path parameters arrive as text and are coerced, as the server's validator does.
    this.coercing = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, coerceTypes: 'array' });
    for (const ajv of [this.ajv, this.coercing]) {
      addFormats(ajv);
      ajv.addSchema(document, DOCUMENT_KEY);
    }
  }

  /** Whether text from a URL passes the parameter schema at `pointer` once coerced to its type. */
  conformsAsText(pointer: string, value: string | string[]): boolean {
    let validate = this.coercingValidators.get(pointer);
    if (!validate) {
      const ref = `${DOCUMENT_KEY}#${pointer.split('/').map(encodeURIComponent).join('/')}`;
      // Coercion replaces the value inside its parent, so the parameter is wrapped in an object.
      validate = this.coercing.compile({ type: 'object', properties: { value: { $ref: ref } } });
      this.coercingValidators.set(pointer, validate);
    }
    return validate({ value: Array.isArray(value) ? [...value] : value }) as boolean;
  }

  at(pointer: string): SchemaAt {
    const value = pointer
      .split('/')
      .slice(1)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], this.document);
    return { schema: (value ?? {}) as Schema, pointer };
  }

  /** Follows $refs (siblings of a $ref, such as a description, are dropped). */
  deref(at: SchemaAt): SchemaAt {
    const { value, pointer } = resolveRefWithPointer(this.document, at.schema, at.pointer);
    return { schema: (value ?? {}) as Schema, pointer };
  }

  conforms(pointer: string, value: unknown): boolean {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_KEY}#${pointer.split('/').map(encodeURIComponent).join('/')}` });
      this.validators.set(pointer, validate);
    }
    return validate(withoutBinary(value)) as boolean;
  }

  /** A value passing the schema at `at`, or the last attempt (the caller counts those). */
  sample(at: SchemaAt, random: Random, override: Override = () => undefined, name = ''): { value: unknown; valid: boolean } {
    let value: unknown;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      value = this.generate(at, random, override, name, 0);
      if (this.conforms(at.pointer, value)) return { value, valid: true };
    }
    const example = this.examples(this.deref(at).schema)[0];
    if (example !== undefined && this.conforms(at.pointer, example)) return { value: structuredClone(example), valid: true };
    return { value, valid: false };
  }

  private examples(schema: Schema): unknown[] {
    const examples = Array.isArray(schema.examples) ? [...(schema.examples as unknown[])] : [];
    if (schema.example !== undefined) examples.push(schema.example);
    return examples;
  }

  private generate(raw: SchemaAt, random: Random, override: Override, name: string, depth: number): unknown {
    const at = this.deref(raw);
    const schema = at.schema;
    if (name !== '') {
      const wanted = override(name, at);
      if (wanted !== undefined && this.conforms(at.pointer, wanted)) return wanted;
    }
    if (schema.const !== undefined) return structuredClone(schema.const);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return structuredClone(random.pick(schema.enum));
    const examples = this.examples(schema);
    if (examples.length > 0 && random.chance(0.25)) return structuredClone(random.pick(examples));

    const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    const allOf = (schema.allOf as unknown[] | undefined) ?? [];
    if (branches || allOf.length > 0) {
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      const parts: SchemaAt[] = allOf.map((part, index) => ({ schema: part as Schema, pointer: `${at.pointer}/allOf/${index}` }));
      if (branches) {
        const index = random.int(0, branches.length - 1);
        parts.push({ schema: branches[index] as Schema, pointer: `${at.pointer}/${keyword}/${index}` });
      }
      const merged = this.merge([{ schema: stripComposition(schema), pointer: at.pointer }, ...parts]);
      const objectLike = merged.type === 'object' || Object.keys(merged.properties).length > 0 || merged.additionalProperties !== undefined;
      if (objectLike) return this.object(merged, random, override, depth);
      // A scalar composition (anyOf: [string, null], say): one branch stands for the whole.
      const scalar = parts.at(-1)!;
      return this.generate(scalar, random, override, '', depth + 1);
    }

    const types = typesOf(schema);
    let type = random.pick(types.length > 0 ? types : inferTypes(schema));
    if (type === 'null' && types.length > 1 && random.chance(0.8)) type = random.pick(types.filter((candidate) => candidate !== 'null'));
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return random.chance(0.5);
      case 'integer':
      case 'number':
        return number(schema, type, random);
      case 'string':
        return string(schema, random);
      case 'array':
        return this.array(at, random, override, name, depth);
      default:
        return this.object(this.merge([at]), random, override, depth);
    }
  }

  private array(at: SchemaAt, random: Random, override: Override, name: string, depth: number): unknown[] {
    const schema = at.schema;
    const min = (schema.minItems as number | undefined) ?? 0;
    const max = Math.min((schema.maxItems as number | undefined) ?? min + 3, min + 3, depth > 3 ? min : Infinity);
    const count = random.int(min, Math.max(min, max));
    const items: unknown[] = [];
    const seen = new Set<string>();
    const itemAt = { schema: (schema.items ?? {}) as Schema, pointer: `${at.pointer}/items` };
    for (let attempt = 0; items.length < count && attempt < count * 4; attempt += 1) {
      const item = this.generate(itemAt, random, override, name ? `${name}[]` : '', depth + 1);
      const key = JSON.stringify(item);
      if (schema.uniqueItems && seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    return items;
  }

  private object(merged: MergedObject, random: Random, override: Override, depth: number): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    const names = Object.keys(merged.properties);
    const wantAtLeast = merged.minProperties ?? 0;
    for (const name of names) {
      const required = merged.required.has(name);
      if (!required && (depth > 3 || !random.chance(0.55))) continue;
      const property = merged.properties[name]!;
      if (this.deref(property).schema.readOnly === true) continue;
      value[name] = this.generate(property, random, override, name, depth + 1);
    }
    for (const name of names) {
      if (Object.keys(value).length >= wantAtLeast) break;
      if (!(name in value)) value[name] = this.generate(merged.properties[name]!, random, override, name, depth + 1);
    }
    const extra = merged.additionalProperties;
    if (extra && names.length === 0 && depth <= 3) {
      const keys = merged.propertyNames ? this.deref(merged.propertyNames).schema.enum : undefined;
      const count = random.int(Math.max(wantAtLeast, 0), Math.min(merged.maxProperties ?? 3, 3));
      for (let i = 0; i < count; i += 1) {
        const key = Array.isArray(keys) ? String(random.pick(keys)) : random.word(3, 12);
        value[key] = this.generate(extra, random, override, key, depth + 1);
      }
    }
    return value;
  }

  /** One object view of schemas combined with allOf (properties and required lists joined). */
  private merge(parts: SchemaAt[]): MergedObject {
    const merged: MergedObject = { properties: {}, required: new Set() };
    const visit = (raw: SchemaAt) => {
      const at = this.deref(raw);
      const schema = at.schema;
      if (schema.type !== undefined) merged.type = schema.type;
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        merged.properties[name] = { schema: property, pointer: `${at.pointer}/properties/${escape(name)}` };
      }
      for (const name of (schema.required as string[] | undefined) ?? []) merged.required.add(name);
      if (typeof schema.minProperties === 'number') merged.minProperties = schema.minProperties;
      if (typeof schema.maxProperties === 'number') merged.maxProperties = schema.maxProperties;
      if (typeof schema.additionalProperties === 'object') {
        merged.additionalProperties = { schema: schema.additionalProperties as Schema, pointer: `${at.pointer}/additionalProperties` };
      }
      if (schema.propertyNames) merged.propertyNames = { schema: schema.propertyNames as Schema, pointer: `${at.pointer}/propertyNames` };
      ((schema.allOf as Schema[] | undefined) ?? []).forEach((part, index) => visit({ schema: part, pointer: `${at.pointer}/allOf/${index}` }));
    };
    parts.forEach(visit);
    return merged;
  }
}

interface MergedObject {
  type?: unknown;
  properties: Record<string, SchemaAt>;
  required: Set<string>;
  minProperties?: number;
  maxProperties?: number;
  additionalProperties?: SchemaAt;
  propertyNames?: SchemaAt;
}

/** BINARY marks stand for file parts: a string as far as the schema is concerned. */
function withoutBinary(value: unknown): unknown {
  if (value === BINARY) return 'binary';
  if (Array.isArray(value)) return value.map(withoutBinary);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBinary(item)]));
  return value;
}

function stripComposition(schema: Schema): Schema {
  const { oneOf: _oneOf, anyOf: _anyOf, allOf: _allOf, ...rest } = schema;
  return rest;
}

export function escape(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function inferTypes(schema: Schema): string[] {
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return ['string'];
}

/** Inside the schema's range, often on its edges; unbounded ranges now and then go large. */
function number(schema: Schema, type: string, random: Random): number {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const step = type === 'integer' ? 1 : 0.01;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + step);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - step);
  const low = min ?? (max === undefined ? 0 : max - 1000);
  const high = max ?? (random.chance(0.15) ? low + random.pick([1e6, 2 ** 31, 2 ** 53 - 1 - low]) : low + 1000);
  const value = random.weighted<number>([
    [0.15, low],
    [0.15, high],
    [0.7, low + random.float() * (high - low)],
  ]);
  if (type === 'integer') return Math.min(Math.max(Math.round(value), Math.ceil(low)), Math.floor(high));
  return Math.round(value * 100) / 100;
}

/** Dates are drawn around the start of today (UTC): ranges stay near the data, and a seed repeats within the day. */
const TODAY = Math.floor(Date.now() / 86_400_000) * 86_400_000;
/** Valid dates that date arithmetic trips on: the ends of the calendar, leap days, the epoch. */
const EDGE_DATES = ['0001-01-01', '1970-01-01', '2000-02-29', '2024-02-29', '9999-12-31'];
const TEXT = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
/** Valid text that often trips code: quotes, LIKE wildcards, backslashes, accents, CJK, emoji. */
const AWKWARD = ["'", '"', '%', '_', '\\', '<', '>', '&', '/', 'é', 'ß', '漢', '😀', '\t', '\n', 'ª', '\u200b', ';', '--', '*'];

function string(schema: Schema, random: Random): string {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, 40);
  const format = schema.contentMediaType !== undefined || schema.contentEncoding !== undefined ? 'binary' : (schema.format as string | undefined);
  if (typeof schema.pattern === 'string') {
    // Open quantifiers (+, *) long enough for minLength, and a few tries to land inside the lengths.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const sampled = sampleRegex(schema.pattern, random, Math.max(6, minLength * 2));
      if (sampled === undefined) break;
      const length = [...sampled].length;
      if (length >= minLength && length <= ((schema.maxLength as number | undefined) ?? Infinity)) return sampled;
    }
  }
  switch (format) {
    case 'email':
      return `${random.word(3, 8)}.${random.hex(6)}@example.test`;
    case 'date':
      if (random.chance(0.08)) return random.pick(EDGE_DATES);
      return new Date(TODAY - random.int(-30, 800) * 86_400_000).toISOString().slice(0, 10);
    case 'date-time':
      if (random.chance(0.08)) return `${random.pick(EDGE_DATES)}T${random.pick(['00:00:00Z', '23:59:59.999Z', '12:00:00+14:00', '00:00:00-12:00'])}`;
      return new Date(TODAY - random.int(-30 * 86_400, 800 * 86_400) * 1000).toISOString();
    case 'uri':
      return `https://example.test/${random.word()}`;
    case 'uri-reference':
      return `/${random.word()}/${random.word()}`;
    case 'uuid': {
      const hex = random.hex(32);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    }
    case 'binary':
      return BINARY as unknown as string;
    default:
      break;
  }
  const length = random.weighted<number>([
    [0.1, minLength],
    [0.1, Math.min(maxLength, 2048)],
    [0.8, random.int(Math.max(minLength, 1), Math.max(Math.min(maxLength, minLength + 16), Math.max(minLength, 1)))],
  ]);
  const awkward = random.chance(0.3);
  let text = '';
  while ([...text].length < length) text += awkward && random.chance(0.2) ? random.pick(AWKWARD) : random.pick([...TEXT]);
  // Code points, not UTF-16 units, are what maxLength counts; a trailing space is trimmed by some handlers.
  return [...text].slice(0, length).join('');
}
