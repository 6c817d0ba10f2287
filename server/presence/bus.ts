import pg from 'pg';
import { type BusMessage, type Envelope, MAX_PAYLOAD_BYTES } from './messages.js';

export const PRESENCE_CHANNEL = 'presence';

export interface BusHandlers {
  /** A message from another instance (this instance's own echoes are dropped). */
  message(message: BusMessage, from: string): void;
  /** After every (re)connection: messages may have been missed, time to catch up. */
  connected(): void;
}

/** How the instances sharing one PostgreSQL hear of each other's presence events. */
export interface PresenceBus {
  readonly instanceId: string;
  start(handlers: BusHandlers): Promise<void>;
  /** Fire and forget: lost while disconnected (the `connected` catch-up repairs that). */
  publish(message: BusMessage): void;
  close(): Promise<void>;
}

export interface PostgresBusOptions {
  instanceId: string;
  onError?: (error: Error) => void;
  /** First wait before reconnecting; doubles up to 30 s. */
  reconnectDelayMs?: number;
}

/**
 * LISTEN/NOTIFY on a dedicated connection: a pooled one would be handed to other queries and
 * its LISTEN lost whenever the pool recycles it.
 */
export function createPostgresBus(
  connectionString: string,
  { instanceId, onError = () => {}, reconnectDelayMs = 1000 }: PostgresBusOptions,
): PresenceBus {
  let client: pg.Client | null = null;
  let handlers: BusHandlers | null = null;
  let closed = false;
  let delay = reconnectDelayMs;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== PRESENCE_CHANNEL || !notification.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(notification.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.i === instanceId) return;
    const { i: from, ...message } = envelope;
    handlers?.message(message as BusMessage, from);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString, keepAlive: true, application_name: 'presence-bus' });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === candidate) client = null;
      if (error && !closed) onError(error);
      candidate.end().catch(() => {});
      scheduleReconnect();
    };
    candidate.on('error', drop);
    candidate.on('end', () => drop());
    candidate.on('notification', onNotification);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${PRESENCE_CHANNEL}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = reconnectDelayMs;
    handlers?.connected();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay).unref();
    delay = Math.min(delay * 2, 30_000);
  }

  return {
    instanceId,
    async start(given) {
      handlers = given;
      await connect();
    },
    publish(message) {
      if (!client) return;
      const payload = JSON.stringify({ ...message, i: instanceId });
      if (Buffer.byteLength(payload) >= 8000) {
        onError(new Error(`presence message of ${Buffer.byteLength(payload)} bytes dropped (limit ${MAX_PAYLOAD_BYTES})`));
        return;
      }
      client.query('select pg_notify($1, $2)', [PRESENCE_CHANNEL, payload]).catch((error: Error) => onError(error));
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
