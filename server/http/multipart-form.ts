import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './errors.js';
import { temporaryDir } from '../storage/temporaries.js';
import type { MultipartForm } from '../storage/uploaded-form.js';
import { byteLimit, unreadableUpload } from './uploads.js';

export interface FormFileRule {
  maxBytes: number;
  tooLarge: string;
}

export interface MultipartFormRules {
  /** File parts by field name; other file parts are refused (400) unless they are JSON text. */
  files: Readonly<Record<string, FormFileRule>>;
  /** Largest text (or JSON) part. */
  maxFieldBytes: number;
  messages: { unreadable: string; unknownFile: (field: string) => string; fieldTooLarge: (field: string) => string };
}

async function readText(stream: NodeJS.ReadableStream, maxBytes: number, message: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, message);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A multipart form with several parts: files stream to temporary files under `uploadsDir/tmp`
 * (never whole in memory), text parts are kept. Runs `handle` with the form and removes the
 * temporary files afterwards, whatever happens (`handle` may move them into storage first).
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  uploadsDir: string,
  rules: MultipartFormRules,
  handle: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  const form: MultipartForm = { fields: new Map(), files: new Map() };
  const largest = Math.max(0, ...Object.values(rules.files).map((rule) => rule.maxBytes));
  const dir = temporaryDir(uploadsDir);
  const temporary: string[] = [];
  try {
    try {
      for await (const part of request.parts({ limits: { fileSize: largest + 1, fieldSize: rules.maxFieldBytes, fields: 100, files: 10 } })) {
        if (part.type === 'field') {
          if (part.valueTruncated) throw new HttpError(413, rules.messages.fieldTooLarge(part.fieldname));
          form.fields.set(part.fieldname, String(part.value));
          continue;
        }
        // A JSON object sent as a Blob (the stored-audio object, say) is a text part for this form.
        if (part.mimetype === 'application/json') {
          form.fields.set(part.fieldname, await readText(part.file, rules.maxFieldBytes, rules.messages.fieldTooLarge(part.fieldname)));
          continue;
        }
        const rule = rules.files[part.fieldname];
        if (!rule) throw new HttpError(400, rules.messages.unknownFile(part.fieldname));
        await mkdir(dir, { recursive: true });
        const path = join(dir, `upload-${randomBytes(12).toString('hex')}`);
        temporary.push(path);
        const counted = { size: 0 };
        await pipeline(part.file, byteLimit(rule.maxBytes, rule.tooLarge, counted), createWriteStream(path));
        if (part.file.truncated) throw new HttpError(413, rule.tooLarge);
        form.files.set(part.fieldname, { path, size: counted.size });
      }
    } catch (error) {
      throw unreadableUpload(error, rules.messages.unreadable);
    }
    return await handle(form);
  } finally {
    await Promise.all(temporary.map((path) => rm(path, { force: true })));
  }
}
