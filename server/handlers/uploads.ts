import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { HttpError } from '../http/errors.js';
import { AUDIO_MESSAGES, MAX_AUDIO_BYTES } from '../releases/audio.js';
import { COVER_MESSAGES, COVER_RULES, coverValidation, readCoverFacts } from '../releases/cover.js';
import { storeCheckedAudio } from '../releases/stored-audio.js';
import { forgetUpload, uploadOwner, withUploadFile, type ResumableUploads } from '../storage/resumable-uploads.js';
import { withUploadClaim } from '../storage/upload-claims.js';
import { temporaryDir } from '../storage/temporaries.js';
import { checkUnusedAudio, takeUploadTurn } from '../storage/upload-quota.js';
import { serverOrigin } from './release-links.js';
import type { Handlers } from './types.js';

const UPLOAD_MESSAGES = {
  kind: 'Upload-Metadata must name the kind of file: kind audio or kind cover.',
  notFound: 'Upload not found.',
  incomplete: (offset: number, size: number) => `The upload is not complete: ${offset} of ${size} bytes received.`,
} as const;

/** tus metadata: `key base64,key base64`; a key may come alone. */
function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const pairs = (header ?? '').split(',').map((pair) => pair.trim().split(' '));
  return Object.fromEntries(pairs.filter(([key]) => key).map(([key, value]) => [key!, Buffer.from(value ?? '', 'base64').toString('utf8')]));
}

/** The tus server's own CORS headers give way to the app's (@fastify/cors, when configured); its answers have no body. */
const isPassedOn = (name: string) => !name.startsWith('access-control-') && name !== 'content-type' && name !== 'content-length';

/**
 * Hands the request to the tus server (body unread: see the content-type parser in
 * `registerResumableUploads`) and answers its response through Fastify, so the app's hooks and
 * error shape apply: a tus refusal (409 offset mismatch, 410 expired…) becomes an `Error` body.
 */
async function passToTus(uploads: ResumableUploads, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const raw = request.raw;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = request.method === 'PATCH'; // creation takes no data (see createUpload)
  const web = new Request(`http://${request.host}${raw.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  // tus ends a write gracefully (keeping what arrived) on the node request's error: a cut connection.
  Object.assign(web, { runtime: { name: 'node', node: { req: raw, res: reply.raw } } });
  const response = await uploads.server.handleWeb(web);
  if (response.status >= 400) {
    const text = (await response.text()).trim();
    throw new HttpError(response.status, text || 'The upload failed.');
  }
  response.headers.forEach((value, name) => {
    if (isPassedOn(name)) reply.header(name, value);
  });
  return reply.code(response.status).send();
}

/** The upload, if it exists and the caller created it; 404 for anyone else (as for none). */
async function ownedUpload(uploads: ResumableUploads, uploadId: string, userId: string) {
  const upload = await uploads.store.getUpload(uploadId).catch(() => null);
  if (!upload || uploadOwner(upload) !== userId) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
  return upload;
}

export const uploadHandlers = {
  async createUpload(request, reply) {
    const { userId } = request.caller!;
    const length = Number(request.headers['upload-length']);
    const { kind } = parseUploadMetadata(request.headers['upload-metadata']);
    if (kind !== 'audio' && kind !== 'cover') throw new HttpError(400, UPLOAD_MESSAGES.kind);
    const limit = kind === 'audio' ? { bytes: MAX_AUDIO_BYTES, message: AUDIO_MESSAGES.tooLarge } : { bytes: COVER_RULES.maxBytes, message: COVER_MESSAGES.tooLarge };
    if (length > limit.bytes) throw new HttpError(413, limit.message);
    await takeUploadTurn(this.db, userId);
    if (kind === 'audio') await checkUnusedAudio(this.db, this.storage, userId, length);
    this.resumableUploads.ownerOf.set(request.raw, userId);
    return passToTus(this.resumableUploads, request, reply);
  },

  async getUploadOffset(request, reply) {
    await ownedUpload(this.resumableUploads, request.params.uploadId, request.caller!.userId);
    return passToTus(this.resumableUploads, request, reply);
  },

  async appendUpload(request, reply) {
    await ownedUpload(this.resumableUploads, request.params.uploadId, request.caller!.userId);
    return passToTus(this.resumableUploads, request, reply);
  },

  async cancelUpload(request, reply) {
    await ownedUpload(this.resumableUploads, request.params.uploadId, request.caller!.userId);
    return passToTus(this.resumableUploads, request, reply);
  },

  async completeUpload(request) {
    const uploads = this.resumableUploads;
    const { userId } = request.caller!;
    const { uploadId } = request.params;
    // Another account's id is 404 before any claim: it can neither learn of nor hold up the owner's completion.
    await ownedUpload(uploads, uploadId, userId);
    // Read again inside the claim: a call that waited finds the upload already taken (404), not half gone.
    return withUploadClaim(this.db, uploadId, async () => {
      const upload = await ownedUpload(uploads, uploadId, userId);
      const size = upload.size ?? 0;
      if (upload.size === undefined || upload.offset !== size) throw new HttpError(409, UPLOAD_MESSAGES.incomplete(upload.offset, size));
      if (upload.metadata?.kind === 'cover') {
        // Kept for the form that takes it (coverUpload); a file that is no image is of no use.
        const facts = await withUploadFile(uploads, uploadId, temporaryDir(this.uploadsDir), readCoverFacts).catch(async (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 400) await uploads.store.remove(uploadId);
          throw error;
        });
        return { ...coverValidation(facts), uploadId };
      }
      return withUploadFile(uploads, uploadId, temporaryDir(this.uploadsDir), async (path) => {
        const stored = await storeCheckedAudio(this, userId, path, serverOrigin(request)).catch(async (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 422) await uploads.store.remove(uploadId); // nothing kept
          throw error;
        });
        await forgetUpload(uploads, uploadId);
        return stored;
      });
    });
  },
} satisfies Handlers;
