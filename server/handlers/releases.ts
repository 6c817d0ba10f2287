import { COVER_MESSAGES, COVER_RULES, coverValidation, readCoverFacts, withUploadedFile } from '../releases/cover.js';
import { HttpError } from '../http/errors.js';
import { unreadableUpload } from '../http/uploads.js';
import type { Handlers } from './types.js';

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
} satisfies Handlers;
