import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Origin of the app for links in emails: PUBLIC_APP_URL, else the origin the request came to. */
export function appBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return app.publicUrl ?? `${request.protocol}://${request.host}`;
}
