import pg from 'pg';

export interface ChannelOptions {
  /** Each notification's payload (PostgreSQL's NOTIFY payloads are text). */
  onPayload(payload: string): void;
  /** After every (re)connection: notifications may have been missed meanwhile. */
  onConnected?(): void;
  onError?(error: Error): void;
  /** First wait before reconnecting; doubles up to 30 s, back to this once connected. */
  reconnectDelayMs?: number;
}

export interface Channel {
  /** Settles after the first attempt to connect, whether it connected or not. */
  readonly ready: Promise<void>;
  /** NOTIFY on the listening connection; `null` while it is down (the notification is lost). */
  notify(payload: string): Promise<void> | null;
  close(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * LISTEN on `channel` over a dedicated connection (a pooled one would be handed to other queries
 * and its LISTEN lost whenever the pool recycles it), reconnecting with a growing wait whenever
 * it fails or ends. `notify` works from the first `onConnected` on.
 */
export function listenToChannel(
  connectionString: string,
  channel: string,
  { onPayload, onConnected = () => {}, onError = () => {}, reconnectDelayMs = 1000 }: ChannelOptions,
): Channel {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = reconnectDelayMs;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel === channel && notification.payload) onPayload(notification.payload);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString, keepAlive: true, application_name: `${channel}-listener` });
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
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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
    onConnected();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay).unref();
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
  }

  return {
    ready: connect(),
    notify(payload) {
      if (!client) return null;
      return client.query('select pg_notify($1, $2)', [channel, payload]).then(() => undefined);
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
