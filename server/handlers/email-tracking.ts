import { recordClick, recordOpen, PIXEL_GIF } from '../email/tracking/events.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

export const TRACKING_MESSAGES = { unknownLink: 'This link is invalid or no longer works.' } as const;

export const emailTrackingHandlers = {
  async trackEmailOpen(request, reply) {
    // Whatever happens, the mail client gets its image.
    await recordOpen(this.db, request.params.token).catch((error: unknown) => request.log.warn({ err: error }, 'Could not record an email open'));
    return reply.code(200).type('image/gif').header('cache-control', 'no-store, private').send(PIXEL_GIF);
  },
  async trackEmailClick(request, reply) {
    const url = await recordClick(this.db, request.params.token);
    if (!url) throw new HttpError(404, TRACKING_MESSAGES.unknownLink);
    return reply.code(302).header('cache-control', 'no-store, private').header('location', url).send();
  },
} satisfies Handlers;
