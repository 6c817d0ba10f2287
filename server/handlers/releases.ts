import type { FastifyRequest } from 'fastify';
import { AUDIO_MESSAGES, MAX_AUDIO_BYTES, readAudioMetadata } from '../releases/audio.js';
import { COVER_MESSAGES, COVER_RULES, coverValidation, readCoverFacts, withUploadedFile } from '../releases/cover.js';
import { HttpError } from '../http/errors.js';
import { unreadableUpload } from '../http/uploads.js';
import { newStorageKey } from '../storage/storage.js';
import type { Handlers } from './types.js';

/** This server's own origin, as the caller reached it (stored files are served here). */
const serverOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const releaseHandlers = {
  async validateCoverImage(request) {
    try {
      const file = await request.file({ limits: { fileSize: COVER_RULES.maxBytes, files: 1 } });
      if (!file || file.fieldname !== 'image') throw new HttpError(400, COVER_MESSAGES.missing);
      return await withUploadedFile(this.uploadsDir, file, COVER_MESSAGES, async (path) => coverValidation(await readCoverFacts(path)));
    } catch (error) {
      throw unreadableUpload(error, COVER_MESSAGES.unreadable);
    }
  },

  async uploadAudio(request) {
    const storage = this.storage;
    try {
      const file = await request.file({ limits: { fileSize: MAX_AUDIO_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'audio') throw new HttpError(400, AUDIO_MESSAGES.missing);
      return await withUploadedFile(this.uploadsDir, file, AUDIO_MESSAGES, async (path) => {
        const { metadata, extension } = await readAudioMetadata(path);
        const key = newStorageKey('audio', request.caller!.userId, extension);
        await storage.putFile(key, path);
        const url = storage.urlOf(key, serverOrigin(request));
        return { source: url, audio: { bucket: storage.bucket, location: key, url }, metadata };
      });
    } catch (error) {
      throw unreadableUpload(error, AUDIO_MESSAGES.unreadable);
    }
  },
} satisfies Handlers;
