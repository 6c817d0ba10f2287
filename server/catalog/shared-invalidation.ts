import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { listenToChannel } from '../streams/channel.js';
import { forget, tellInvalidations } from './cache.js';

export const CACHE_CHANNEL = 'cache_invalidations';

interface Told {
  from: string;
  prefixes: string[];
}

const isTold = (value: unknown): value is Told =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Told).from === 'string' &&
  Array.isArray((value as Told).prefixes) &&
  (value as Told).prefixes.every((prefix) => typeof prefix === 'string');

/**
 * With a PostgreSQL server, the instances tell each other what they forget from their caches
 * (LISTEN/NOTIFY): a write on one instance drops the artist pages, totals, search results, session
 * checks and rates every other one holds at once, not when their time runs out (15 s for pages,
 * 5 min for totals, 5 s for a revoked session). Each instance skips what it told itself, and
 * forgets everything after its listening connection comes back, having missed what was told
 * meanwhile. The embedded database serves one process: nothing to tell.
 */
export async function shareInvalidations(app: FastifyInstance, { databaseUrl }: { databaseUrl?: string | undefined }): Promise<void> {
  if (!databaseUrl) return;
  const instance = randomUUID();
  const warn = (error: Error) => app.log.warn({ err: error }, 'cache invalidations');
  const channel = listenToChannel(databaseUrl, CACHE_CHANNEL, {
    onPayload(payload) {
      let told: unknown;
      try {
        told = JSON.parse(payload);
      } catch (error) {
        return warn(error as Error);
      }
      if (isTold(told) && told.from !== instance) forget(app.db, ...told.prefixes);
    },
    onConnected: () => forget(app.db),
    onError: warn,
  });
  await channel.ready;
  tellInvalidations(app.db, (prefixes) => {
    // Through the pool, not the listening connection: told also while that one reconnects.
    app.db.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify({ from: instance, prefixes } satisfies Told)]).catch(warn);
  });
  app.addHook('onClose', async () => channel.close());
}
