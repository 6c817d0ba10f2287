import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (application/x-www-form-urlencoded) as a flat object of strings; the contract
 * takes them for one-click unsubscribe (RFC 8058). A repeated field keeps its last value.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
