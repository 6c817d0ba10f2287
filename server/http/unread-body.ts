import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A declared body up to this size is read to its end (and dropped) when the answer comes before
 * it was read, so the connection stays usable; anything larger, or of no declared length, closes it.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * An answer sent before the request body was read to its end (an upload refused for its field, its
 * size, its caller): left alone, the rest of the body stays unread and the next request on a
 * keep-alive connection waits behind it until the keep-alive timeout. A small remainder is read
 * and dropped; a large one is not read at all (an over-size upload stops at its limit): the answer
 * closes the connection instead, as Fastify does for a body its parser refuses.
 */
export function registerUnreadBodyGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    if (raw.destroyed || (raw.complete && raw.readableLength === 0)) return;
    const declared = Number(raw.headers['content-length']);
    // A body received whole but left in the request's buffer still holds the connection's reading.
    if (raw.complete || (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES)) {
      raw.unpipe();
      raw.resume();
      return;
    }
    reply.header('connection', 'close');
  });
}
