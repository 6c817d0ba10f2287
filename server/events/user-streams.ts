import type { ServerResponse } from 'node:http';
import { EVENT_STREAM_HEADERS, formatEvent } from '../presence/hub.js';

const RETRY = Buffer.from('retry: 1000\n\n');
const PING = Buffer.from(': ping\n\n');

export interface UserStreamOptions {
  pingIntervalMs: number;
  /** A reader that has not taken this much is dropped; it reconnects. */
  maxBufferedBytes: number;
}

/**
 * Each signed-in user's open event streams (`GET /user/events`), on the presence stack's wire
 * format: an event is serialized once per send, one shared ping timer for every stream.
 */
export class UserStreams {
  private readonly byUser = new Map<string, Set<ServerResponse>>();
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: UserStreamOptions) {}

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  add(userId: string, response: ServerResponse): void {
    response.writeHead(200, EVENT_STREAM_HEADERS);
    response.write(RETRY);
    response.write(formatEvent('ready', {}));
    if (response.destroyed) return;
    let streams = this.byUser.get(userId);
    if (!streams) this.byUser.set(userId, (streams = new Set()));
    streams.add(response);
    response.once('close', () => this.forget(userId, response));
    this.pingTimer ??= setInterval(() => this.writeEverywhere(PING), this.options.pingIntervalMs).unref();
  }

  send(userIds: Iterable<string>, event: string, data: unknown): void {
    let chunk: Buffer | undefined;
    for (const userId of userIds) {
      const streams = this.byUser.get(userId);
      if (!streams) continue;
      chunk ??= formatEvent(event, data);
      for (const response of streams) this.write(response, chunk);
    }
  }

  /** Ends these users' streams. */
  close(userIds: Iterable<string>): void {
    for (const userId of userIds) {
      for (const response of [...(this.byUser.get(userId) ?? [])]) {
        response.end();
        this.forget(userId, response);
      }
    }
  }

  closeAll(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    for (const streams of this.byUser.values()) for (const response of streams) response.end();
    this.byUser.clear();
  }

  private write(response: ServerResponse, chunk: Buffer): void {
    if (response.writableLength > this.options.maxBufferedBytes) response.destroy();
    else response.write(chunk);
  }

  private writeEverywhere(chunk: Buffer): void {
    for (const streams of this.byUser.values()) for (const response of streams) this.write(response, chunk);
  }

  private forget(userId: string, response: ServerResponse): void {
    const streams = this.byUser.get(userId);
    streams?.delete(response);
    if (streams?.size === 0) this.byUser.delete(userId);
    if (this.byUser.size === 0) {
      clearInterval(this.pingTimer);
      this.pingTimer = undefined;
    }
  }
}
