import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler } from 'fastify';
import { addFormats } from '../contract/ajv-formats.js';
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
