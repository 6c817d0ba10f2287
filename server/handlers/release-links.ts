import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileLinks } from '../releases/release-view.js';

/** This server's own origin, as the caller reached it (stored files are served here). */
export const serverOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const fileLinks = (app: FastifyInstance, request: FastifyRequest): FileLinks => ({
  storage: app.storage,
  baseUrl: serverOrigin(request),
  isrcRegistrant: app.codeRanges.isrcRegistrant,
});
