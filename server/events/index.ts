import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import pg from 'pg';
import { UserStreams, type UserStreamOptions } from './user-streams.js';

export const USER_EVENTS_CHANNEL = 'user_events';

interface Envelope {
  userIds: string[];
  event: string;
  data: unknown;
  /** The streams end after this event (the session ended). */
  close?: boolean;
}

/** Per-user live events (`GET /user/events`): a release's status change reaches its owner's open tabs. */
export interface UserEvents {
  subscribe(userId: string, response: ServerResponse): void;
  /** Call after the change is committed; with PostgreSQL every instance's streams hear it. */
  publish(userIds: readonly string[], event: string, data: unknown): Promise<void>;
  /** Like publish, then every instance closes these users' streams (archiving signs them out). */
  publishAndClose(userIds: readonly string[], event: string, data: unknown): Promise<void>;
  readonly subscribers: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    userEvents: UserEvents;
  }
}

const DEFAULTS: UserStreamOptions = { pingIntervalMs: 20_000, maxBufferedBytes: 256 * 1024 };

/**
 * Gives the app `app.userEvents`. With a PostgreSQL server the instances share events through
 * LISTEN/NOTIFY on a connection of their own (each instance, the sender included, delivers what
 * it hears); the embedded database serves one process, so events are delivered in place.
 */
export async function attachUserEvents(app: FastifyInstance, { databaseUrl }: { databaseUrl?: string | undefined }): Promise<void> {
  const streams = new UserStreams(DEFAULTS);
  const deliver = ({ userIds, event, data, close }: Envelope) => {
    streams.send(userIds, event, data);
    if (close) streams.close(userIds);
  };
  const listener = databaseUrl ? await listen(databaseUrl, deliver, (error) => app.log.warn({ err: error }, 'user events')) : null;
  const post = async (envelope: Envelope) => {
    if (envelope.userIds.length === 0) return;
    if (!listener) return deliver(envelope);
    await app.db.query('select pg_notify($1, $2)', [USER_EVENTS_CHANNEL, JSON.stringify(envelope)]);
  };

  app.decorate('userEvents', {
    subscribe: (userId, response) => streams.add(userId, response),
    publish: (userIds, event, data) => post({ userIds: [...userIds], event, data }),
    publishAndClose: (userIds, event, data) => post({ userIds: [...userIds], event, data, close: true }),
    get subscribers() {
      return streams.size;
    },
  } satisfies UserEvents);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => listener?.close());
}

/** LISTEN on a dedicated connection, reconnecting with a growing wait when it drops. */
async function listen(connectionString: string, deliver: (envelope: Envelope) => void, warn: (error: Error) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== USER_EVENTS_CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        warn(error as Error);
      }
    });
    next.on('error', (error) => {
      warn(error);
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) setTimeout(() => void connect().catch(warn), (delay = Math.min(delay * 2, 30_000))).unref();
    });
    await next.connect();
    await next.query(`listen ${USER_EVENTS_CHANNEL}`);
    client = next;
    delay = 1000;
  };
  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
