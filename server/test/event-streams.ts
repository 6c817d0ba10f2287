import type { FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';
import type { Role } from '../contract/document.js';
import { bearer, createUser } from './helpers.js';
import type { PresenceUser } from '../presence/types.js';

// Test support for the presence tests (not used by the server).

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  response: IncomingMessage;
  /** Everything received so far, as text. */
  text(): string;
  events(): StreamEvent[];
  /** Resolves with the events once `predicate` holds for them; rejects after `timeoutMs`. */
  until(predicate: (events: StreamEvent[]) => boolean, timeoutMs?: number): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens a server-sent event stream over real HTTP (inject cannot stream) and parses it as it comes. */
export function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let received = '';
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const waiter of waiters) waiter();
      });
      response.on('error', () => {});
      const events = () => parseEvents(received);
      resolve({
        response,
        text: () => received,
        events,
        until(predicate, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (!predicate(events())) return;
              cleanUp();
              done(events());
            };
            const timer = setTimeout(() => {
              cleanUp();
              fail(new Error(`the stream did not get there in ${timeoutMs} ms; received:\n${received}`));
            }, timeoutMs);
            const cleanUp = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The complete events of a stream's text (comments and `retry` fields left out). */
export function parseEvents(text: string): StreamEvent[] {
  const blocks = text.split('\n\n').slice(0, -1);
  return blocks.flatMap((block) => {
    const fields = block.split('\n').filter((line) => !line.startsWith(':'));
    const event = fields.find((line) => line.startsWith('event: '))?.slice('event: '.length);
    const data = fields
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length))
      .join('\n');
    return event === undefined ? [] : [{ event, data: JSON.parse(data) as unknown }];
  });
}

export interface SignedIn {
  userId: string;
  email: string;
  /** As presence shows it: first and last name. */
  name: string;
  headers: Record<string, string>;
}

/** A signed-in account and its bearer header. */
export async function signedIn(app: FastifyInstance, roles: Role[] = []): Promise<SignedIn> {
  const { user, token } = await createUser(app, { roles });
  return { userId: user._id, email: user.email, name: `${user.firstName} ${user.lastName}`, headers: bearer(token) };
}

export function presenceUser(userId: string, overrides: Partial<PresenceUser> = {}): PresenceUser {
  return {
    userId,
    email: 'ada@example.test',
    name: 'Ada Lovelace',
    avatar: null,
    roles: [],
    status: 'online',
    currentPath: '/dashboard',
    currentPage: 'Dashboard',
    currentArtist: null,
    device: {
      type: 'desktop',
      browser: 'Firefox',
      browserVersion: '128.0',
      os: 'Linux',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      screenResolution: '1920x1080',
    },
    network: { type: 'wifi', effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
    version: '2025.8.8',
    ...overrides,
  };
}
