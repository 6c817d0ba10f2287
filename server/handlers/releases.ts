import type { FastifyRequest } from 'fastify';
import { AUDIO_MESSAGES, MAX_AUDIO_BYTES, readAudioMetadata } from '../releases/audio.js';
import { COVER_MESSAGES, COVER_RULES, coverValidation, readCoverFacts } from '../releases/cover.js';
import { withUploadedFile } from '../http/uploads.js';
import { newStorageKey } from '../storage/storage.js';
import type { Handlers } from './types.js';

/** This server's own origin, as the caller reached it (stored files are served here). */
const serverOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const COVER_UPLOAD = { field: 'image', maxBytes: COVER_RULES.maxBytes, messages: COVER_MESSAGES };
const AUDIO_UPLOAD = { field: 'audio', maxBytes: MAX_AUDIO_BYTES, messages: AUDIO_MESSAGES };

export const releaseHandlers = {
  async validateCoverImage(request) {
    return withUploadedFile(request, this.uploadsDir, COVER_UPLOAD, async (path) => coverValidation(await readCoverFacts(path)));
  },

  async uploadAudio(request) {
    const storage = this.storage;
    return withUploadedFile(request, this.uploadsDir, AUDIO_UPLOAD, async (path) => {
      const { metadata, extension } = await readAudioMetadata(path);
      const key = newStorageKey('audio', request.caller!.userId, extension);
      await storage.putFile(key, path);
      const url = storage.urlOf(key, serverOrigin(request));
      return { source: url, audio: { bucket: storage.bucket, location: key, url }, metadata };
    });
  },
} satisfies Handlers;
