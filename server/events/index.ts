import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { listenToChannel } from '../streams/channel.js';
import { EventStreamHub, formatEvent } from '../streams/hub.js';

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

const READY = formatEvent('ready', {});

/**
 * Gives the app `app.userEvents`: one topic per user on the event-stream hub. With a PostgreSQL
 * server the instances share events through LISTEN/NOTIFY (each instance, the sender included,
 * delivers what it hears); the embedded database serves one process, so events are delivered in place.
 */
export async function attachUserEvents(app: FastifyInstance, { databaseUrl }: { databaseUrl?: string | undefined }): Promise<void> {
  const streams = new EventStreamHub<string>();
  const warn = (error: Error) => app.log.warn({ err: error }, 'user events');
  const deliver = ({ userIds, event, data, close }: Envelope) => {
    streams.send(userIds, event, data);
    if (close) streams.close(userIds);
  };
  const channel = databaseUrl
    ? listenToChannel(databaseUrl, USER_EVENTS_CHANNEL, {
        onPayload(payload) {
          try {
            deliver(JSON.parse(payload) as Envelope);
          } catch (error) {
            warn(error as Error);
          }
        },
        onError: warn,
      })
    : null;
  await channel?.ready;
  const post = async (envelope: Envelope) => {
    if (envelope.userIds.length === 0) return;
    if (!channel) return deliver(envelope);
    // Through the pool, not the listening connection: sent also while that one reconnects.
    await app.db.query('select pg_notify($1, $2)', [USER_EVENTS_CHANNEL, JSON.stringify(envelope)]);
  };

  app.decorate('userEvents', {
    subscribe: (userId, response) => streams.add(userId, response, READY),
    publish: (userIds, event, data) => post({ userIds: [...userIds], event, data }),
    publishAndClose: (userIds, event, data) => post({ userIds: [...userIds], event, data, close: true }),
    get subscribers() {
      return streams.size;
    },
  } satisfies UserEvents);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => channel?.close());
}
