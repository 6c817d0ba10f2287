import type { FastifyInstance } from 'fastify';
import { DEMO_ARTWORK_PREFIX, demoArtworkSvg } from '../demo/artwork.js';

export function registerDemoArtwork(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${DEMO_ARTWORK_PREFIX}/:name`, async (request, reply) => {
    const seed = request.params.name.replace(/\.svg$/, '');
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return demoArtworkSvg(seed);
  });
}
