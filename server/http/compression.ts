import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What is compressed on the fly: JSON, text and XML (SVG) answers of 1 kB or more. Not event
 * streams, which must reach the browser event by event (they write to the raw response anyway),
 * nor media and downloads, which are compressed formats already.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

const THRESHOLD = 1024;
/**
 * Brotli's quality 4 (zlib's default is 11): within a few per cent of the size of 11 on JSON, at a
 * fraction of the time. Dynamic answers pay it on every request.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
/**
 * Brotli told the answer's size, with a window no larger than it needs: the encoder then sets up
 * tables for kilobytes, not for its default 4 MB window. Same bytes out; a page of artists took
 * 60 µs instead of 100–130 µs, paid by every answer made on a cache miss.
 */
function brotliSized(bytes: number) {
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes))));
  return { params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: bytes, [constants.BROTLI_PARAM_LGWIN]: window } };
}

/**
 * Answers up to this size are compressed in one synchronous call. The plugin's default on two cores
 * is 8 kB, so a page of artists (~14 kB) went through a zlib stream on the thread pool: a
 * compressor allocated per answer and several hops between threads cost more than the
 * compression itself.
 */
const SYNC_THRESHOLD = 64 * 1024;

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
    threshold: THRESHOLD,
    syncThreshold: SYNC_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    customTypes: COMPRESSIBLE_TYPES,
  });
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings of an answer made from one cached value, each made once. */
interface KeptBodies {
  tag: string;
  bodies: Partial<Record<Encoding, Buffer | string>>;
}

const kept = new WeakMap<object, KeptBodies>();

/**
 * Sends the JSON answer made from a cached value (`source`, e.g. a cached page's array, plus the
 * figures in `tag` that are not part of it), keeping its bytes in each encoding asked for beside
 * that value: a cache hit then serializes and compresses nothing. The bytes go when the cache
 * drops the value (a WeakMap), so they never outlive what they were made from.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, source: object, tag: string, answer: () => Record<string, unknown>): FastifyReply {
  let entry = kept.get(source);
  if (entry?.tag !== tag) kept.set(source, (entry = { tag, bodies: {} }));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  let body = entry.bodies[encoding];
  if (body === undefined) {
    // The route's own serializer for its JSON answer (reply.serialize misses per-media-type schemas).
    const json = reply.serializeInput(answer(), String(reply.statusCode), 'application/json') as string;
    const bytes = Buffer.byteLength(json);
    body = encoding === 'identity' || bytes < THRESHOLD ? json : encoding === 'br' ? brotliCompressSync(json, brotliSized(bytes)) : gzipSync(json);
    entry.bodies[encoding] = body;
  }
  reply.type('application/json; charset=utf-8');
  if (typeof body !== 'string') {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
  }
  return reply.send(body);
}

const gzipAliases = /\*|x-gzip/gu;

/**
 * The encoding the compression plugin would choose for this Accept-Encoding, by the same
 * negotiator and the same reading (`*` and `x-gzip` mean gzip), so a kept answer and an answer
 * compressed on the fly never differ.
 */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  return negotiate(header.toLowerCase().replace(gzipAliases, 'gzip'), ['br', 'gzip']) ?? 'identity';
}
