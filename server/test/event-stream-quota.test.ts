import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT } from '../http/event-stream-quota.js';
import { type EventStreamReader, openEventStream, signedIn, type SignedIn } from './event-streams.js';
import { createTestApp } from './helpers.js';

let app: FastifyInstance;
let base: string;
let admin: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  admin = await signedIn(app, ['ADMIN']);
  other = await signedIn(app);
}, 60_000);
afterAll(() => app?.close());

const ready = async (url: string, account: SignedIn) => {
  const stream = await openEventStream(`${base}${url}`, account.headers);
  await stream.until((events) => events.length > 0);
  return stream;
};
const ended = (stream: EventStreamReader) => stream.response.readableEnded || stream.response.destroyed;

describe('event streams per account', () => {
  it(`the ${MAX_STREAMS_PER_ACCOUNT + 1}th stream of one kind closes the account's oldest; other accounts and kinds keep theirs`, async () => {
    const othersStream = await ready('/user/events', other);
    const presence = await ready('/user-presence', admin);
    const streams: EventStreamReader[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_ACCOUNT; index += 1) streams.push(await ready('/user/events', admin));
    expect(app.userEvents.subscribers).toBe(MAX_STREAMS_PER_ACCOUNT + 1);

    const oldest = streams[0]!;
    const closed = new Promise((resolve) => oldest.response.once('close', resolve));
    streams.push(await ready('/user/events', admin));
    await closed;
    expect(streams.map(ended)).toEqual([true, ...Array<boolean>(MAX_STREAMS_PER_ACCOUNT).fill(false)]);
    expect(ended(othersStream)).toBe(false);
    expect(ended(presence)).toBe(false);
    expect(app.userEvents.subscribers).toBe(MAX_STREAMS_PER_ACCOUNT + 1); // ten of the admin's and the other account's

    for (const stream of [...streams, othersStream, presence]) stream.close();
  });
});
