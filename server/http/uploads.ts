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

/** What a one-file form may carry besides its file: part headers, boundaries, a few short fields. */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

/**
 * Counts every byte of the request body, whatever its parts: text fields, a preamble or parts the
 * parser skips are read to their end (and a text field past its limit is only cut, still read),
 * so a limit on the file alone would not stop a body made of them. Past `maxBytes` the body is no
 * longer read and `race` fails with 413; the answer then closes the connection (unread-body.ts).
 */
function capBody(request: FastifyRequest, maxBytes: number, message: string) {
  const raw = request.raw;
  let received = 0;
  let refuse: (error: HttpError) => void = () => {};
  const refused = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    refuse(new HttpError(413, message));
  };
  // Added once the parser is piped (request.file() pipes at once), so no byte flows past it.
  raw.on('data', count);
  return {
    race<T>(work: Promise<T>): Promise<T> {
      work.catch(() => {}); // left behind when refused: it settles when the connection closes
      return Promise.race([work, refused]);
    },
    release: () => raw.off('data', count),
  };
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
    const pending = request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    const cap = capBody(request, maxBytes + FORM_ALLOWANCE_BYTES, messages.tooLarge);
    try {
      const file = await cap.race(pending);
      if (!file || file.fieldname !== field) throw new HttpError(400, messages.missing);
      const dir = temporaryDir(uploadsDir);
      await mkdir(dir, { recursive: true });
      const path = join(dir, `upload-${randomBytes(12).toString('hex')}`);
      try {
        await cap.race(pipeline(file.file, byteLimit(maxBytes, messages.tooLarge), createWriteStream(path)));
        if (file.file.truncated) throw new HttpError(413, messages.tooLarge);
        return await read(path);
      } finally {
        await rm(path, { force: true });
      }
    } finally {
      cap.release();
    }
  } catch (error) {
    throw unreadableUpload(error, messages.unreadable);
  }
}
