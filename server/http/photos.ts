import type { FastifyInstance } from 'fastify';
import { PHOTO_FILE_NAME, PHOTO_URL_PREFIX, photoKey } from '../accounts/photo.js';
import { errorBody } from './errors.js';

/**
 * Stored profile photos, through the file storage (small: 256 px WebP, so streamed from here on
 * either adapter, at a URL that stays the same). Every upload gets a new name, so a photo never
 * changes under its URL.
 */
export function registerPhotos(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}/:name`, async (request, reply) => {
    const { name } = request.params;
    const stored = PHOTO_FILE_NAME.test(name) ? await app.storage.stat(photoKey(name)) : null;
    if (!stored) return reply.code(404).send(errorBody(404, 'Photo not found'));
    return reply
      .type('image/webp')
      .header('content-length', stored.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(app.storage.openRead(photoKey(name)));
  });
}
