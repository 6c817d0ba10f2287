import { type Channel, listenToChannel } from '../streams/channel.js';
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

/** The presence bus on the channel `presence` (see `listenToChannel`). */
export function createPostgresBus(
  connectionString: string,
  { instanceId, onError = () => {}, reconnectDelayMs = 1000 }: PostgresBusOptions,
): PresenceBus {
  let channel: Channel | null = null;

  return {
    instanceId,
    async start(handlers) {
      channel = listenToChannel(connectionString, PRESENCE_CHANNEL, {
        onPayload(payload) {
          let envelope: Envelope;
          try {
            envelope = JSON.parse(payload) as Envelope;
          } catch {
            return;
          }
          if (envelope.i === instanceId) return;
          const { i: from, ...message } = envelope;
          handlers.message(message as BusMessage, from);
        },
        onConnected: () => handlers.connected(),
        onError,
        reconnectDelayMs,
      });
      await channel.ready;
    },
    publish(message) {
      const payload = JSON.stringify({ ...message, i: instanceId });
      if (Buffer.byteLength(payload) >= 8000) {
        onError(new Error(`presence message of ${Buffer.byteLength(payload)} bytes dropped (limit ${MAX_PAYLOAD_BYTES})`));
        return;
      }
      channel?.notify(payload)?.catch((error: Error) => onError(error));
    },
    async close() {
      await channel?.close();
    },
  };
}
