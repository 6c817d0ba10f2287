import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extname } from 'node:path';
import { type ByteRange, checkedKey, STORED_FILES_PREFIX } from '../storage/storage.js';
import { errorBody } from './errors.js';

export const STORED_FILE_MESSAGES = {
  missing: 'This file link is not signed: ask the API for the file again to get a current link.',
  invalid: 'This file link is not valid: ask the API for the file again to get a current link.',
  expired: 'This file link has expired: ask the API for the file again to get a current link.',
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
};

/** The longest a pre-signed S3 link may live (SigV4). */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

/** The key a file URL names ('' when it is not valid percent-encoding: no key signs that). */
function storageKeyOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?', 1)[0]!.slice(STORED_FILES_PREFIX.length));
  } catch {
    return '';
  }
}

/**
 * The one range of a `Range` header within `size` bytes: undefined for the whole file (no header,
 * or one this server does not serve: several ranges, other units), null when unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? null : { start, end };
}

/**
 * Stored files (covers, thumbnails, audio for the preview), only through a signed link
 * (`FileStorage.urlOf`, given to whoever may see the release): a missing, wrong or expired
 * signature answers 403. Local storage's bytes are streamed from here with ranges for seeking;
 * object storage answers with a redirect to its pre-signed URL, valid as long as the link, which
 * serves ranges itself (see `s3-storage.ts` for why). Every upload gets a new unguessable name, so
 * a file never changes under its URL and the browser may keep it until the link expires.
 */
export function registerStoredFiles(app: FastifyInstance): void {
  const storage = app.storage;
  app.get(`${STORED_FILES_PREFIX}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const key = storageKeyOf(request.url);
    const result = storage.checkLink(key, query.expires, query.signature);
    if (result !== 'valid') return reply.code(403).send(errorBody(403, STORED_FILE_MESSAGES[result]));
    const seconds = Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000));
    try {
      checkedKey(key);
    } catch {
      return reply.code(404).send(errorBody(404, 'File not found'));
    }
    if (storage.presignedUrl) {
      const location = await storage.presignedUrl(key, Math.max(1, Math.min(seconds, MAX_PRESIGNED_SECONDS)));
      return reply.code(302).header('cache-control', `private, max-age=${Math.min(seconds, MAX_PRESIGNED_SECONDS)}`).redirect(location);
    }
    const stored = await storage.stat(key);
    if (!stored) return reply.code(404).send(errorBody(404, 'File not found'));
    reply
      .header('cache-control', `private, max-age=${seconds}, immutable`)
      .header('accept-ranges', 'bytes')
      .header('last-modified', stored.writtenAt.toUTCString())
      .type(CONTENT_TYPES[extname(key)] ?? 'application/octet-stream');
    const range = parseRange(request.headers.range, stored.bytes);
    if (range === null) return reply.code(416).header('content-range', `bytes */${stored.bytes}`).send();
    if (range === undefined) return reply.header('content-length', stored.bytes).send(storage.openRead(key));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stored.bytes}`)
      .header('content-length', range.end - range.start + 1)
      .send(storage.openRead(key, range));
  });
}
