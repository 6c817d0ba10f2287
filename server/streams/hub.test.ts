import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/event-streams.js';
import { CLOSING_RETRY_MS, EventStreamHub, formatEvent } from './hub.js';

let server: Server | undefined;

/** A server whose every request becomes a stream of the topic named by its path, on `hub`. */
async function serve(hub: EventStreamHub<string>): Promise<string> {
  server = createServer((request, response: ServerResponse) => hub.add(request.url!.slice(1), response, formatEvent('ready', {})));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('EventStreamHub', () => {
  it('sends to the streams of the topics named, broadcasts to all, pings, and ends a topic', async () => {
    const hub = new EventStreamHub<string>({ pingIntervalMs: 50, maxBufferedBytes: 1024 });
    const base = await serve(hub);
    const [ada, ada2, bob] = await Promise.all([openEventStream(`${base}/ada`, {}), openEventStream(`${base}/ada`, {}), openEventStream(`${base}/bob`, {})]);
    await expect.poll(() => hub.size).toBe(3);
    expect(ada.response.headers['content-type']).toBe('text/event-stream');

    hub.send(['ada'], 'note', { n: 1 });
    hub.broadcast('all', { n: 2 });
    const heard = (reader: typeof ada) => reader.until((events) => events.some((event) => event.event === 'all'));
    expect((await heard(ada)).map((event) => event.event)).toEqual(['ready', 'note', 'all']);
    expect((await heard(ada2)).map((event) => event.event)).toEqual(['ready', 'note', 'all']);
    expect((await heard(bob)).map((event) => event.event)).toEqual(['ready', 'all']);
    await expect.poll(() => bob.text()).toContain(': ping\n\n');
    expect(ada.text().startsWith('retry: 1000\n\n')).toBe(true);

    hub.close(['ada']);
    await expect.poll(() => hub.size).toBe(1);
    await expect.poll(() => ada.response.complete).toBe(true);
    bob.close();
    await expect.poll(() => hub.size).toBe(0);
  });

  it('drops a reader that has not taken what it was sent', async () => {
    const hub = new EventStreamHub<string>({ pingIntervalMs: 60_000, maxBufferedBytes: 1024 });
    const base = await serve(hub);
    const reader = await openEventStream(`${base}/slow`, {});
    await expect.poll(() => hub.size).toBe(1);
    reader.response.pause();
    const large = 'x'.repeat(64 * 1024);
    // Written until the socket's buffers are full and the hub sees the backlog.
    for (let sent = 0; hub.size > 0 && sent < 1000; sent += 1) {
      hub.send(['slow'], 'large', large);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.size).toBe(0);
    reader.close();
  });

  it('ends every stream with a retry hint of 0.5–2.5 s when the server closes', async () => {
    const hub = new EventStreamHub<string>({ pingIntervalMs: 60_000, maxBufferedBytes: 1024 });
    const base = await serve(hub);
    const readers = await Promise.all(['ada', 'bob', 'bob'].map((topic) => openEventStream(`${base}/${topic}`, {})));
    await expect.poll(() => hub.size).toBe(3);

    hub.closeAll();
    expect(hub.size).toBe(0);
    for (const reader of readers) {
      await expect.poll(() => reader.response.complete).toBe(true);
      const last = reader.text().split('\n\n').filter(Boolean).at(-1)!;
      expect(last).toMatch(/^retry: \d+$/);
      const wait = Number(last.slice('retry: '.length));
      expect(wait).toBeGreaterThanOrEqual(CLOSING_RETRY_MS.min);
      expect(wait).toBeLessThan(CLOSING_RETRY_MS.max);
    }
  });
});
