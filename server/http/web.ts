import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody, isApiPath } from './errors.js';
import { registerDemoArtwork } from './demo-artwork.js';
import { registerPhotos } from './photos.js';
import { buildMissingPage, investorsPage } from './pages.js';

/**
 * The built single-page app from `staticDir`, with history fallback: a GET outside /api that
 * matches no file answers index.html, so client routes (/login, /artists/…) load the app.
 */
export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  app.get('/investors', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return investorsPage;
  });
  registerDemoArtwork(app);
  registerPhotos(app);
  await app.register(staticFiles, { root: staticDir, prefix: '/', wildcard: true });
  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, staticDir));
}

// A missing script or stylesheet must fail as such (a chunk-load error), not load the app shell.
const ASSET_EXTENSION = /\.(m?js|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|json|webmanifest|txt)$/;

function isAssetPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/static/') || ASSET_EXTENSION.test(path);
}

// Returns nothing on purpose: a returned reply is awaited by each layer (static, not-found) in turn.
function answerNotFound(request: FastifyRequest, reply: FastifyReply, staticDir: string): void {
  const isPageRequest =
    (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isAssetPath(request.url);
  if (!isPageRequest) {
    const path = request.url.split('?', 1)[0];
    reply.code(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
  } else if (!existsSync(join(staticDir, 'index.html'))) {
    reply.code(503).type('text/html; charset=utf-8').send(buildMissingPage);
  } else {
    // The app shell changes with every build; its hashed assets may be cached, it may not.
    reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  }
}
