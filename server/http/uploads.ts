import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './errors.js';
import { temporaryDir } from '../storage/temporaries.js';

/**
 * The multipart parser (busboy) throws plain errors for a body it cannot read (no boundary, cut
 * short): the client's fault, so 400 with `message`. Errors with a status of their own pass through.
 */
export function unreadableUpload(error: unknown, message: string): unknown {
  if (error instanceof HttpError || (error as { statusCode?: unknown }).statusCode !== undefined) return error;
  return new HttpError(400, message);
}

/**
 * Refuses (413) the stream once it passes `maxBytes`, counting the bytes that actually arrive: a
 * file part is judged by what it carries, never by a length it declares. Failing the pipeline at
 * the limit also stops reading the request there (the parser's own limit would skip the rest of
 * the part, reading it to its end).
 */
export function byteLimit(maxBytes: number, message: string, counted: { size: number } = { size: 0 }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.size += chunk.length;
      if (counted.size > maxBytes) callback(new HttpError(413, message));
      else callback(null, chunk);
    },
  });
}

export interface UploadRules {
  /** The multipart part that carries the file. */
  field: string;
  maxBytes: number;
  /** 400 without the file, 413 past `maxBytes`, 400 for a body that is not multipart. */
  messages: { missing: string; tooLarge: string; unreadable: string };
}

/**
 * The one file of a multipart request, streamed to a temporary file under `uploadsDir/tmp` (never
 * whole in memory): runs `read` on its path and removes it, whatever happens (`read` may move it
 * elsewhere first).
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  uploadsDir: string,
  { field, maxBytes, messages }: UploadRules,
  read: (path: string) => Promise<T>,
): Promise<T> {
  try {
    // One byte past the limit reaches byteLimit, which refuses it; busboy's own limit is the backstop.
    const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!file || file.fieldname !== field) throw new HttpError(400, messages.missing);
    const dir = temporaryDir(uploadsDir);
    await mkdir(dir, { recursive: true });
    const path = join(dir, `upload-${randomBytes(12).toString('hex')}`);
    try {
      await pipeline(file.file, byteLimit(maxBytes, messages.tooLarge), createWriteStream(path));
      if (file.file.truncated) throw new HttpError(413, messages.tooLarge);
      return await read(path);
    } finally {
      await rm(path, { force: true });
    }
  } catch (error) {
    throw unreadableUpload(error, messages.unreadable);
  }
}
