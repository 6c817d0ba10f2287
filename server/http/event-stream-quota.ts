import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';

/** Open event streams of one kind (presence, user events, realtime analytics) one account may hold. */
export const MAX_STREAMS_PER_ACCOUNT = 10;

/**
 * Every event stream is opened here, whichever hub then serves it: each account holds at most
 * `maxPerAccount` open streams of each kind (each route), and opening one more ends the account's
 * oldest of that kind. Each open stream holds a socket and buffers; without a cap one token
 * could open thousands. The oldest goes rather than the newest being refused, because a tab
 * that was closed without its connection closing (a sleeping laptop, a lost network) leaves a
 * stream that nobody reads, while the newest is the one in front of the user. Browsers open at
 * most 6 connections to a host over HTTP/1.1, so only many tabs over HTTP/2 come near the cap;
 * a closed stream's client reconnects after a second (`retry: 1000`).
 */
export class EventStreamQuota {
  private readonly open = new Map<string, ServerResponse[]>();

  constructor(readonly maxPerAccount: number = MAX_STREAMS_PER_ACCOUNT) {}

  /** Takes the reply over for an event stream of the signed-in caller; give the result to a hub. */
  take(request: FastifyRequest, reply: FastifyReply): ServerResponse {
    reply.hijack();
    const response = reply.raw;
    const key = `${request.routeOptions.url} ${request.caller!.userId}`;
    let streams = this.open.get(key);
    if (!streams) this.open.set(key, (streams = []));
    streams.push(response);
    response.once('close', () => this.forget(key, response));
    // Destroyed like a reader the hubs drop for not keeping up: the hub forgets it on 'close'
    // and never writes to a stream that has ended.
    while (streams.length > this.maxPerAccount) streams.shift()!.destroy();
    return response;
  }

  private forget(key: string, response: ServerResponse): void {
    const streams = this.open.get(key);
    if (!streams) return;
    const index = streams.indexOf(response);
    if (index !== -1) streams.splice(index, 1);
    if (streams.length === 0) this.open.delete(key);
  }
}
