import { describe, expect, it } from 'vitest';
import { byteLength, fitted, MAX_PAYLOAD_BYTES, packed } from './messages.js';
import { presenceUser } from '../test/event-streams.js';

describe('bus messages', () => {
  it('leave a user that fits untouched', () => {
    const user = presenceUser('5f0c0ffee0000000000000a1');
    expect(fitted(user)).toBe(user);
  });

  it('cut the long strings of a user too big for a NOTIFY payload', () => {
    const user = presenceUser('5f0c0ffee0000000000000a1', { currentPath: `/${'€'.repeat(2047)}`, name: 'Ada' });
    user.device.userAgent = '€'.repeat(1024);
    expect(byteLength(user)).toBeGreaterThan(MAX_PAYLOAD_BYTES);
    const cut = fitted(user);
    expect(byteLength(cut)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(cut).toMatchObject({ userId: user.userId, name: 'Ada', currentPath: user.currentPath.slice(0, 512) });
  });

  it('pack ids into groups that each fit', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => index.toString(16).padStart(24, '0'));
    const groups = packed(ids, 2000);
    expect(groups.flat()).toEqual(ids);
    for (const group of groups) expect(byteLength(group)).toBeLessThanOrEqual(2000);
    expect(groups.length).toBeLessThan(20);
  });
});
