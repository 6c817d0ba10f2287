import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { STORED_FILES_PREFIX } from '../storage/storage.js';

/**
 * Local storage's files (audio for the preview), with ranges for seeking. Every upload gets a new
 * unguessable name, so a file never changes under its URL. Object storage serves its own.
 */
export async function registerStoredFiles(app: FastifyInstance): Promise<void> {
  const root = app.storage.localRoot;
  if (root === undefined) return;
  mkdirSync(root, { recursive: true });
  await app.register(staticFiles, {
    root,
    prefix: STORED_FILES_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', 'private, max-age=31536000, immutable'),
  });
}
