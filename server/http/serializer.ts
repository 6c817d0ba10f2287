import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { compileOnce } from './compile-once.js';

type Serializer = (data: unknown) => string;

// Compiling the ~300 response schemas was a third of an app's start; a serializer keeps no state.
const compiled = compileOnce<Serializer>();

/** Fastify's own response serializer (fast-json-stringify), compiled once per schema per process. */
export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) =>
    compiled(JSON.stringify(schema), () => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer);
}
