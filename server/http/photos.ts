import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_FILE_NAME, PHOTO_URL_PREFIX, photosDir } from '../accounts/photo.js';
import { errorBody } from './errors.js';

/** Stored profile photos: every upload gets a new name, so a photo never changes under its URL. */
export function registerPhotos(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}/:name`, async (request, reply) => {
    const { name } = request.params;
    const bytes = PHOTO_FILE_NAME.test(name) ? await readFile(join(photosDir(app.uploadsDir), name)).catch(() => null) : null;
    if (!bytes) return reply.code(404).send(errorBody(404, 'Photo not found'));
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
