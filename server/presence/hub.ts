import type { ServerResponse } from 'node:http';

export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  // nginx buffers proxied responses unless told not to; events would arrive in bursts.
  'x-accel-buffering': 'no',
} as const;

const RETRY = Buffer.from('retry: 1000\n\n');
const PING = Buffer.from(': ping\n\n');

export interface HubOptions {
  /** A comment line this often keeps proxies from closing an idle stream (15–25 s). */
  pingIntervalMs: number;
  /** A subscriber that has not taken this much is dropped; it reconnects and starts afresh. */
  maxBufferedBytes: number;
}

/**
 * The open event streams. Kept cheap for thousands of subscribers: an event is serialized once
 * and the same buffer written to each, one shared ping timer, one shared close listener.
 */
export class EventStreamHub {
  private readonly subscribers = new Set<ServerResponse>();
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly forget: (this: ServerResponse) => void;

  constructor(private readonly options: HubOptions) {
    const subscribers = this.subscribers;
    const stopPings = () => this.stopPings();
    this.forget = function (this: ServerResponse) {
      subscribers.delete(this);
      if (subscribers.size === 0) stopPings();
    };
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Starts the stream on `response` with the retry hint and its first event (see formatEvent). */
  add(response: ServerResponse, firstEvent: Buffer): void {
    response.writeHead(200, EVENT_STREAM_HEADERS);
    response.write(RETRY);
    response.write(firstEvent);
    if (response.destroyed) return;
    this.subscribers.add(response);
    response.once('close', this.forget);
    this.startPings();
  }

  broadcast(event: string, data: unknown): void {
    if (this.subscribers.size > 0) this.writeAll(formatEvent(event, data));
  }

  /** Ends every stream (the server is closing); clients reconnect, possibly to another instance. */
  closeAll(): void {
    this.stopPings();
    for (const response of this.subscribers) response.end();
    this.subscribers.clear();
  }

  private writeAll(chunk: Buffer): void {
    for (const response of this.subscribers) {
      if (response.writableLength > this.options.maxBufferedBytes) response.destroy();
      else response.write(chunk);
    }
  }

  private startPings(): void {
    if (this.pingTimer) return;
    this.pingTimer = setInterval(() => this.writeAll(PING), this.options.pingIntervalMs).unref();
  }

  private stopPings(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

export function formatEvent(event: string, data: unknown): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
