import { describe, expect, it } from 'vitest';
import { isPresenceFeedEvent, presenceUsersById, reducePresenceEvents } from './feed-reducer';
import { makePresenceUser } from '../index.testing';
import type { PresenceStreamMessage, PresenceUser } from './types';

/**
 * One event through the reducer. It keeps the list as a map by userId; these cases read it as the
 * array it stands for (in feed order). A list the reducer left unchanged (the same map) comes back
 * as the same array.
 */
function reducePresenceEvent(list: PresenceUser[] | null, message: PresenceStreamMessage): { users: PresenceUser[]; warning?: string } {
  const current = list ? presenceUsersById(list) : null;
  const { users: byId, warnings } = reducePresenceEvents(current, [message]);
  const users = list && byId === current ? list : [...byId.values()];
  return warnings.length === 0 ? { users } : { users, warning: warnings[0] };
}

const user = (id: string, overrides: Partial<PresenceUser> = {}) => makePresenceUser(id, { lastSeen: '2025-08-01T10:00:00.000Z', ...overrides });

const a = user('a');
const b = user('b');
const c = user('c');
const msg = (event: string, data: unknown) => ({ event, data: typeof data === 'string' ? data : JSON.stringify(data) });

describe('reducePresenceEvent', () => {
  describe('initial', () => {
    it('replaces the whole list from a users array', () => {
      expect(reducePresenceEvent([a], msg('initial', { users: [b, c] }))).toEqual({ users: [b, c] });
    });

    it('replaces the whole list from a bare array', () => {
      expect(reducePresenceEvent([a], msg('initial', [c]))).toEqual({ users: [c] });
    });

    it('starts the list when there was none, and an empty initial list empties it', () => {
      expect(reducePresenceEvent(null, msg('initial', { users: [a] }))).toEqual({ users: [a] });
      expect(reducePresenceEvent([a, b], msg('initial', { users: [] }))).toEqual({ users: [] });
    });

    it('drops entries without a userId and keeps one entry per user', () => {
      const newerA = { ...a, currentPage: 'Account' };
      expect(reducePresenceEvent(null, msg('initial', [a, { name: 'x' }, null, newerA]))).toEqual({ users: [newerA] });
    });

    it('keeps the list with a warning when the data holds no list', () => {
      const result = reducePresenceEvent([a], msg('initial', { people: [] }));
      expect(result.users).toEqual([a]);
      expect(result.warning).toMatch(/initial/);
    });
  });

  describe('join', () => {
    it('adds the user', () => {
      expect(reducePresenceEvent([a], msg('join', b))).toEqual({ users: [a, b] });
    });

    it('replaces an entry with the same userId', () => {
      const moved = { ...a, currentPath: '/admin', currentPage: 'Admin Dashboard' };
      expect(reducePresenceEvent([a, b], msg('join', moved))).toEqual({ users: [b, moved] });
    });

    it('starts a list when there was none', () => {
      expect(reducePresenceEvent(null, msg('join', a))).toEqual({ users: [a] });
    });
  });

  describe('update', () => {
    it('merges the fields into the matching user', () => {
      const result = reducePresenceEvent([a, b], msg('update', { userId: b.userId, status: 'away' }));
      expect(result.users).toEqual([a, { ...b, status: 'away' }]);
      expect(result.warning).toBeUndefined();
    });

    it('changes nothing when no user matches', () => {
      const list = [a];
      expect(reducePresenceEvent(list, msg('update', { userId: b.userId, status: 'away' })).users).toBe(list);
    });
  });

  describe('leave', () => {
    it('removes the user', () => {
      expect(reducePresenceEvent([a, b, c], msg('leave', { userId: b.userId }))).toEqual({ users: [a, c] });
    });

    it('changes nothing for an unknown user', () => {
      const list = [a];
      expect(reducePresenceEvent(list, msg('leave', { userId: c.userId })).users).toBe(list);
    });
  });

  describe('heartbeat', () => {
    it('changes nothing, whatever its data', () => {
      const list = [a, b];
      expect(reducePresenceEvent(list, msg('heartbeat', { timestamp: 1 }))).toEqual({ users: list });
      expect(reducePresenceEvent(list, msg('heartbeat', 'not json')).users).toBe(list);
      expect(reducePresenceEvent(list, msg('heartbeat', 'not json')).warning).toBeUndefined();
    });
  });

  describe('payloads that cannot be used (spec 1 §8)', () => {
    it.each([
      ['unparseable JSON', '{"users": ['],
      ['an empty payload', ''],
      ['an Express error text', 'Cannot GET /user-presence'],
      ['an HTML page', '<!DOCTYPE html><html><body>Bad gateway</body></html>'],
      ['an HTML fragment', '<p>Service unavailable</p>'],
      ['text mentioning html', 'upstream returned text/html'],
    ])('%s leaves the list unchanged with a warning', (_name, data) => {
      const list = [a, b];
      for (const event of ['initial', 'join', 'update', 'leave']) {
        const result = reducePresenceEvent(list, { event, data });
        expect(result.users).toBe(list);
        expect(result.warning).toEqual(expect.any(String));
      }
    });

    it('makes the list empty when there was none', () => {
      expect(reducePresenceEvent(null, { event: 'initial', data: '<html>' })).toEqual({
        users: [],
        warning: expect.stringContaining('non-JSON'),
      });
      expect(reducePresenceEvent(null, { event: 'join', data: '{oops' })).toEqual({
        users: [],
        warning: expect.stringContaining('unparseable'),
      });
    });

    it('calls a "Cannot" or "<" payload a non-JSON response', () => {
      expect(reducePresenceEvent([a], { event: 'initial', data: 'Cannot GET /user-presence' }).warning).toMatch(
        /non-JSON/,
      );
    });

    it('keeps a join without a userId out of the list', () => {
      const result = reducePresenceEvent([a], msg('join', { name: 'nobody' }));
      expect(result.users).toEqual([a]);
      expect(result.warning).toBeDefined();
    });

    it('accepts valid JSON whose strings happen to contain "html"', () => {
      const docs = { ...b, currentPath: '/docs/index.html' };
      expect(reducePresenceEvent([a], msg('join', docs))).toEqual({ users: [a, docs] });
    });
  });

  it('leaves other event names alone', () => {
    const list = [a];
    expect(reducePresenceEvent(list, msg('message', { users: [] })).users).toBe(list);
    expect(isPresenceFeedEvent('message')).toBe(false);
    expect(isPresenceFeedEvent('initial')).toBe(true);
  });
});

describe('reducePresenceEvents (a batch)', () => {
  const values = (users: ReadonlyMap<string, PresenceUser>) => [...users.values()];

  it('applies the events in order, as one event at a time would', () => {
    const messages = [
      msg('initial', { users: [a, b] }),
      msg('join', c),
      msg('update', { userId: a.userId, status: 'away' }),
      msg('heartbeat', { timestamp: 1 }),
      msg('join', { ...b, currentPage: 'Account' }),
      msg('leave', { userId: c.userId }),
      msg('update', { userId: c.userId, status: 'online' }),
    ];
    const stepByStep = messages.reduce<ReadonlyMap<string, PresenceUser> | null>(
      (users, message) => reducePresenceEvents(users, [message]).users,
      null,
    );
    const batched = reducePresenceEvents(null, messages);
    expect(values(batched.users)).toEqual([{ ...a, status: 'away' }, { ...b, currentPage: 'Account' }]);
    expect(values(batched.users)).toEqual(values(stepByStep ?? new Map()));
    expect(batched.warnings).toEqual([]);
  });

  it('never changes the map it was given, and returns it when nothing changed', () => {
    const current = presenceUsersById([a, b]);
    const result = reducePresenceEvents(current, [
      msg('update', { userId: a.userId, status: 'away' }),
      msg('leave', { userId: b.userId }),
      msg('join', c),
    ]);
    expect(values(current)).toEqual([a, b]);
    expect(values(result.users)).toEqual([{ ...a, status: 'away' }, c]);

    const unchanged = reducePresenceEvents(current, [
      msg('heartbeat', {}),
      msg('update', { userId: c.userId, status: 'away' }),
      msg('leave', { userId: c.userId }),
      msg('message', { users: [] }),
    ]);
    expect(unchanged.users).toBe(current);
  });

  it('collects one warning per unusable payload and applies the others', () => {
    const result = reducePresenceEvents(presenceUsersById([a]), [
      { event: 'join', data: '<html>' },
      msg('join', b),
      { event: 'update', data: '{oops' },
      msg('initial', { people: [] }),
    ]);
    expect(values(result.users)).toEqual([a, b]);
    expect(result.warnings).toEqual([
      expect.stringContaining('non-JSON'),
      expect.stringContaining('unparseable'),
      expect.stringContaining('initial'),
    ]);
  });
});
