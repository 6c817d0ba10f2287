import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Serializer = (data: unknown) => string;

// Every app of a process (tests build dozens, each compiling ~300 response schemas, a third of an
// app's start) serializes with the same contract: each schema is compiled once, by content, as
// the request validators are (validator.ts). A serializer keeps no state between calls.
const compiled = new Map<string, Serializer>();

/** Fastify's own response serializer (fast-json-stringify), compiled once per schema per process. */
export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
      compiled.set(key, serialize);
    }
    return serialize;
  };
}
