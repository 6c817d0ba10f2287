import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import { STORED_FILES_PREFIX } from '../storage/storage.js';
import { errorBody } from './errors.js';

export const STORED_FILE_MESSAGES = {
  missing: 'This file link is not signed: ask the API for the file again to get a current link.',
  invalid: 'This file link is not valid: ask the API for the file again to get a current link.',
  expired: 'This file link has expired: ask the API for the file again to get a current link.',
} as const;

/** The key a file URL names ('' when it is not valid percent-encoding: no key signs that). */
function storageKeyOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?', 1)[0]!.slice(STORED_FILES_PREFIX.length));
  } catch {
    return '';
  }
}

/**
 * Local storage's files (covers, thumbnails, audio for the preview), with ranges for seeking.
 * Only through a signed link (`FileStorage.urlOf`, given to whoever may see the release): a
 * missing, wrong or expired signature answers 403. Every upload gets a new unguessable name, so a
 * file never changes under its URL and the browser may keep it until the link expires.
 */
export async function registerStoredFiles(app: FastifyInstance): Promise<void> {
  const root = app.storage.localRoot;
  const check = app.storage.checkLink?.bind(app.storage);
  if (root === undefined || check === undefined) return;
  mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const result = check(storageKeyOf(request.url), query.expires, query.signature);
      if (result !== 'valid') return reply.code(403).send(errorBody(403, STORED_FILE_MESSAGES[result]));
      const seconds = Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000));
      reply.header('cache-control', `private, max-age=${seconds}, immutable`);
      return undefined;
    });
    await scope.register(staticFiles, {
      root,
      prefix: STORED_FILES_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
    });
  });
}
