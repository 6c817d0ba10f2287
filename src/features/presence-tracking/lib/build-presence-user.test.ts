import { describe, expect, it } from 'vitest';
import { makeUser } from '@/entities/session/index.testing';
import { buildPresenceUser, currentPresenceArtist, presenceName } from './build-presence-user';

const user = makeUser({
  email: 'jordan@demo.test',
  firstName: 'Jordan',
  lastName: 'Reyes',
  displayName: 'J',
  photoURL: '/uploads/me.png',
  roles: ['INVESTOR', 'INVESTOR'],
  _artist: { _id: '66b4de000000000000000b01', name: 'Luna Vale', image: null, spotifyId: null },
});

describe('presenceName', () => {
  it('is first and last name, falling back to the email', () => {
    expect(presenceName(user)).toBe('Jordan Reyes');
    expect(presenceName({ ...user, lastName: '' })).toBe('Jordan');
    expect(presenceName({ ...user, firstName: ' ', lastName: '' })).toBe('jordan@demo.test');
  });
});

describe('currentPresenceArtist', () => {
  it('is the roster selection, else the linked artist, else none', () => {
    expect(currentPresenceArtist({ _id: 'a'.repeat(24), name: 'Picked' }, user)).toEqual({
      id: 'a'.repeat(24),
      name: 'Picked',
      spotifyId: null,
    });
    expect(currentPresenceArtist(null, user)).toEqual({
      id: '66b4de000000000000000b01',
      name: 'Luna Vale',
      spotifyId: null,
    });
    expect(currentPresenceArtist(null, { _artist: null })).toBeNull();
    expect(currentPresenceArtist(null, null)).toBeNull();
  });
});

describe('buildPresenceUser', () => {
  it('builds the full presence user of spec 1 §3', () => {
    const presence = buildPresenceUser({
      user,
      path: '/dashboard/tracks/4uLU6hMCjMI75M1A2tKUQC',
      artist: null,
      device: { type: 'desktop', browser: 'Firefox', userAgent: 'UA' },
      network: { browserLimitation: 'no-network-api-support' },
      pageId: 'page-load-1',
      now: Date.parse('2025-08-08T08:08:08.000Z'),
    });
    expect(presence).toEqual({
      userId: '0123456789abcdef01234567',
      email: 'jordan@demo.test',
      name: 'Jordan Reyes',
      avatar: null,
      roles: ['INVESTOR'],
      status: 'online',
      lastSeen: '2025-08-08T08:08:08.000Z',
      currentPath: '/dashboard/tracks/4uLU6hMCjMI75M1A2tKUQC',
      currentPage: 'Track Details',
      currentArtist: null,
      device: { type: 'desktop', browser: 'Firefox', userAgent: 'UA' },
      network: { browserLimitation: 'no-network-api-support' },
      version: '2025.08.8',
      pageId: 'page-load-1',
    });
    expect(
      buildPresenceUser({
        user: { ...user, photoURL: 'https://cdn.example.com/a.png' },
        path: '/',
        artist: null,
        device: { type: 'desktop', browser: 'x', userAgent: '' },
        network: {},
        pageId: 'page-load-1',
        now: 0,
      }).avatar,
    ).toBe('https://cdn.example.com/a.png');
  });
});
