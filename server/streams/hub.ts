import type { ServerResponse } from 'node:http';

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  // nginx buffers proxied responses unless told not to; events would arrive in bursts.
  'x-accel-buffering': 'no',
} as const;

const RETRY = Buffer.from('retry: 1000\n\n');
const PING = Buffer.from(': ping\n\n');

export interface StreamPolicy {
  /** A comment line this often keeps proxies from closing an idle stream (15–25 s). */
  pingIntervalMs: number;
  /** A subscriber that has not taken this much is dropped; it reconnects and starts afresh. */
  maxBufferedBytes: number;
}

/** Every stream's policy unless its owner says otherwise (clients reconnect after `retry: 1000`). */
export const STREAM_POLICY: StreamPolicy = { pingIntervalMs: 20_000, maxBufferedBytes: 256 * 1024 };

/**
 * Open event streams, by topic (a feed's one topic, or one per user). Kept cheap for thousands of
 * subscribers: an event is serialized once and the same buffer written to each, one shared ping
 * timer, one shared close listener.
 */
export class EventStreamHub<Topic = string> {
  private readonly byTopic = new Map<Topic, Set<ServerResponse>>();
  private readonly topicOf = new Map<ServerResponse, Topic>();
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly forget: (this: ServerResponse) => void;

  constructor(private readonly policy: StreamPolicy = STREAM_POLICY) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- one listener shared by every stream, called with the stream as `this`
    const hub = this;
    this.forget = function (this: ServerResponse) {
      hub.remove(this);
    };
  }

  get size(): number {
    return this.topicOf.size;
  }

  /** Starts the stream on `response` with the retry hint and its first event (see formatEvent). */
  add(topic: Topic, response: ServerResponse, firstEvent: Buffer): void {
    response.writeHead(200, EVENT_STREAM_HEADERS);
    response.write(RETRY);
    response.write(firstEvent);
    if (response.destroyed) return;
    let streams = this.byTopic.get(topic);
    if (!streams) this.byTopic.set(topic, (streams = new Set()));
    streams.add(response);
    this.topicOf.set(response, topic);
    response.once('close', this.forget);
    this.pingTimer ??= setInterval(() => this.writeAll(PING), this.policy.pingIntervalMs).unref();
  }

  /** Sends to every stream of these topics, serialized once. */
  send(topics: Iterable<Topic>, event: string, data: unknown): void {
    let chunk: Buffer | undefined;
    for (const topic of topics) {
      const streams = this.byTopic.get(topic);
      if (!streams) continue;
      chunk ??= formatEvent(event, data);
      for (const response of streams) this.write(response, chunk);
    }
  }

  /** Sends to every stream. */
  broadcast(event: string, data: unknown): void {
    if (this.topicOf.size > 0) this.writeAll(formatEvent(event, data));
  }

  /** Ends the streams of these topics. */
  close(topics: Iterable<Topic>): void {
    for (const topic of topics) {
      for (const response of [...(this.byTopic.get(topic) ?? [])]) {
        response.end();
        this.remove(response);
      }
    }
  }

  /**
   * Ends every stream (the server is closing) with a last `retry:` hint: clients reconnect, through
   * the load balancer to another instance, within a few seconds and spread over them, not all at once.
   */
  closeAll(): void {
    this.stopPings();
    for (const response of this.topicOf.keys()) response.end(reconnectHint());
    this.byTopic.clear();
    this.topicOf.clear();
  }

  private write(response: ServerResponse, chunk: Buffer): void {
    if (response.writableLength > this.policy.maxBufferedBytes) response.destroy();
    else response.write(chunk);
  }

  private writeAll(chunk: Buffer): void {
    for (const response of this.topicOf.keys()) this.write(response, chunk);
  }

  private remove(response: ServerResponse): void {
    const topic = this.topicOf.get(response);
    if (topic === undefined && !this.topicOf.has(response)) return;
    this.topicOf.delete(response);
    const streams = this.byTopic.get(topic as Topic);
    streams?.delete(response);
    if (streams?.size === 0) this.byTopic.delete(topic as Topic);
    if (this.topicOf.size === 0) this.stopPings();
  }

  private stopPings(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** Clients of a closing instance reconnect after 0.5–2.5 s (well within the 5 s a takeover is allowed). */
export const CLOSING_RETRY_MS = { min: 500, max: 2500 } as const;

function reconnectHint(): Buffer {
  const wait = CLOSING_RETRY_MS.min + Math.floor(Math.random() * (CLOSING_RETRY_MS.max - CLOSING_RETRY_MS.min));
  return Buffer.from(`retry: ${wait}\n\n`);
}

export function formatEvent(event: string, data: unknown): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
