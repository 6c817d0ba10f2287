import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is compressed on the fly: JSON, text and XML (SVG) answers of 1 kB or more. Not event
 * streams, which must reach the browser event by event (they write to the raw response anyway),
 * nor media and downloads, which are compressed formats already.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Brotli or gzip for the API's answers (register it in the API's scope), by the request's
 * Accept-Encoding: a page of 25 artists is 14 kB of JSON and 2 kB compressed, one round trip
 * instead of two on a phone's first visit. The app's own files are compressed at build time
 * instead (`web.ts`). Request bodies are not decompressed: no client sends them compressed, and
 * an inflating server invites zip bombs.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
}
