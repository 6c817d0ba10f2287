import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createPostgresBus } from './bus.js';
import { type PresenceOptions, PresenceService } from './service.js';

export type { PresenceOptions } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    presence: PresenceService;
  }
}

/**
 * Gives the app its presence registry (`app.presence`). With a PostgreSQL server, instances on it
 * share presence through LISTEN/NOTIFY; the embedded database serves one process, so no bus.
 */
export async function attachPresence(
  app: FastifyInstance,
  { databaseUrl, ...options }: PresenceOptions & { databaseUrl?: string | undefined },
): Promise<void> {
  const bus =
    options.bus !== undefined
      ? options.bus
      : databaseUrl
        ? createPostgresBus(databaseUrl, {
            instanceId: randomUUID(),
            onError: (error) => app.log.warn({ err: error }, 'presence bus'),
          })
        : null;
  const presence = new PresenceService({ ...options, bus });
  app.decorate('presence', presence);
  // Open streams would hold the server's close until the grace period runs out.
  app.addHook('preClose', async () => {
    presence.closeStreams();
  });
  app.addHook('onClose', async () => {
    await presence.close();
  });
  await presence.start();
}
