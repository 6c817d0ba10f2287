import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler } from 'fastify';
import { addFormats } from './ajv-formats.js';
import { compileOnce } from './compile-once.js';

/**
 * Request validation in the dialect of OpenAPI 3.1 (JSON Schema 2020-12), the one the contract
 * tests use too. Query, path and headers arrive as text, so they are coerced to the schema's type
 * (`?page=2`, a repeated parameter to an array); JSON bodies are not: `{"firstName": 12345}` and
 * `{"email": ["a@b.co"]}` are refused, not stored as "12345" and "a@b.co". Nor are a JSON body's
 * absent fields filled with the schema's defaults: a partial update (PATCH) would otherwise reset
 * fields the client did not send, and `{}` would pass `minProperties: 1`; handlers default what
 * they need. Form bodies are text too and coerced. removeAdditional is off, so that
 * `additionalProperties: false` answers 400 instead of silently dropping fields.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<AnySchema> {
  // No reuse by $id (Fastify's default compiler does that): the glue gives every recursive
  // schema the same $id, so two different ones would share one validator. Reuse by content instead.
  return ({ schema, httpPart, contentType }) => {
    const isJsonBody = httpPart === 'body' && contentType !== 'application/x-www-form-urlencoded';
    return compiled(`${isJsonBody ? 'json' : 'text'} ${JSON.stringify(schema)}`, () => (isJsonBody ? strict : coercing).compile(schema));
  };
}

// The validators keep no state between calls but their last `errors`, read at once.
const coercing = createAjv({ coerceTypes: 'array', useDefaults: true });
const strict = createAjv({ coerceTypes: false, useDefaults: false });
const compiled = compileOnce<ValidateFunction>();

function createAjv({ coerceTypes, useDefaults }: { coerceTypes: 'array' | false; useDefaults: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes,
    useDefaults,
    removeAdditional: false,
    addUsedSchema: false,
    allErrors: false, // all errors of a hostile payload can cost a lot: report the first
    verbose: true, // errors carry their schema, so `x-messages` of the contract can be found
    strict: false, // the document carries OpenAPI keywords (example, discriminator, x-…)
  });
  addFormats(ajv);
  return ajv;
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
  data?: unknown;
}

type MessagesByKeyword = Partial<Record<string, string>>;

/**
 * "body/email must match format "email"", naming the offending property or the allowed values;
 * or the contract's own message when the schema gives one in `x-messages` (keyword → message,
 * `required` also serving for a blank string).
 */
export function formatValidationErrors(errors: ValidationIssue[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const fromContract = contractMessage(error);
    if (fromContract !== undefined) return fromContract;
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'additionalProperties') message = `must NOT have the property '${String(error.params.additionalProperty)}'`;
    if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
      message = `must be one of ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    return `${dataVar}${error.instancePath} ${message}`;
  });
  return new Error(messages.join(', '));
}

function contractMessage(error: ValidationIssue): string | undefined {
  const parent = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
  if (error.keyword === 'required') {
    return messagesOf(parent?.properties?.[String(error.params.missingProperty)])?.required;
  }
  const messages = messagesOf(parent);
  if (messages === undefined) return undefined;
  if (typeof error.data === 'string' && error.data.trim() === '' && messages.required !== undefined) return messages.required;
  return messages[error.keyword];
}

function messagesOf(schema: unknown): MessagesByKeyword | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const messages = (schema as { 'x-messages'?: unknown })['x-messages'];
  return typeof messages === 'object' && messages !== null ? (messages as MessagesByKeyword) : undefined;
}
