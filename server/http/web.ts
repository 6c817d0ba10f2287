import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { createAllowedMethods } from '../contract/document.js';
import { errorBody, FRAMEWORK_MESSAGES, isApiPath } from './errors.js';
import { registerDemoArtwork } from './demo-artwork.js';
import { registerPhotos } from './photos.js';
import { registerStoredFiles } from './stored-files.js';
import { buildMissingPage, investorsPage, PAGE_STYLE } from './pages.js';
import { createRoutePreloads } from './route-preloads.js';
import { inlineScriptSources, inlineStyleDirectives, inlineStylePolicy, serializeCsp } from './security-headers.js';

/**
 * The built single-page app from `staticDir`, with history fallback: a GET outside /api that
 * matches no file answers index.html, so client routes (/login, /artists/…) load the app.
 */
export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const allowedApiMethods = createAllowedMethods(app.contract);
  app.get('/investors', inlineStylePolicy(PAGE_STYLE), async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return investorsPage;
  });
  registerDemoArtwork(app);
  registerPhotos(app);
  registerStoredFiles(app);
  // `preCompressed`: the build writes `.br` and `.gz` beside each asset (rsbuild.config.ts); the
  // best one the request accepts is sent, with `Vary: Accept-Encoding`, else the plain file. The
  // history fallback's `sendFile('index.html')` below goes through the same negotiation.
  await app.register(staticFiles, {
    root: staticDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  const preloadsFor = createRoutePreloads(staticDir);
  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, staticDir, allowedApiMethods, preloadsFor));
  // CONNECT never reaches the router (Node hands the socket over instead): refuse it alike.
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    const path = (request.url ?? '/').split('?', 1)[0]!;
    const allowed = isApiPath(path) ? allowedApiMethods(path.slice('/api'.length)) : PAGE_METHODS;
    const body = JSON.stringify(errorBody(405, `CONNECT is not allowed on ${path}`));
    const headers = [...(allowed.length > 0 ? [`Allow: ${allowed.join(', ')}`] : []), 'Content-Type: application/json; charset=utf-8'];
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/**
 * The CSP sources of the built app shell's inline scripts (its head script, src/app/index.html),
 * read once at start: the server runs the build it started with. None before a build.
 */
export function appShellScriptSources(staticDir: string): string[] {
  const file = join(staticDir, 'index.html');
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}

/**
 * Hashed build output may be kept a year; everything else (index.html, favicon) is checked each
 * time. `filePath` is the file actually sent, so `index.abc123.js.br` counts as hashed too.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = /[\\/]static[\\/]/.test(filePath) && /\.[0-9a-f]{6,}\./.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The methods a non-API path answers: the app's pages and files are only read. */
const PAGE_METHODS = ['GET', 'HEAD'];
const buildMissingPagePolicy = serializeCsp(inlineStyleDirectives(PAGE_STYLE));

// A missing script or stylesheet must fail as such (a chunk-load error), not load the app shell.
const ASSET_EXTENSION = /\.(m?js|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|json|webmanifest|txt)$/;

function isAssetPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/static/') || ASSET_EXTENSION.test(path);
}

// Returns nothing on purpose: a returned reply is awaited by each layer (static, not-found) in turn.
function answerNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  staticDir: string,
  allowedApiMethods: (path: string) => string[],
  preloadsFor: (path: string) => string | undefined,
): void {
  const path = request.url.split('?', 1)[0] ?? '/';
  const allowed = isApiPath(path) ? allowedApiMethods(path.slice('/api'.length)) : PAGE_METHODS;
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send(errorBody(405, `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`));
    return;
  }
  if (isApiPath(path) && allowed.length > 0) {
    // The contract has this path and method, so the router refused it for an over-long parameter.
    reply.code(400).send(errorBody(400, FRAMEWORK_MESSAGES.FST_ERR_MAX_PARAM_LENGTH!));
    return;
  }
  const isPageRequest =
    (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isAssetPath(request.url);
  if (!isPageRequest) {
    reply.code(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
  } else if (!existsSync(join(staticDir, 'index.html'))) {
    reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', buildMissingPagePolicy)
      .send(buildMissingPage);
  } else {
    // The app shell changes with every build; its hashed assets may be cached, it may not. The
    // page's first-load scripts are preloaded beside it (route-preloads.ts).
    const preloads = preloadsFor(path);
    if (preloads) reply.header('link', preloads);
    reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  }
}
