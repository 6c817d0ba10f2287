/** Contract-shaped answers for the admin users tests. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const problem = (status: number, message: string) =>
  json(status, { statusCode: status, error: status === 409 ? 'Conflict' : 'Error', message });

export function adminUser(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `65f0c0ffee00000000000b0${n}`,
    email: `person${n}@example.test`,
    firstName: 'Rio',
    lastName: `Hart ${n}`,
    displayName: '',
    photoURL: null,
    phoneNumber: null,
    roles: [],
    artists: [],
    permissions: { isDistributed: false, isLabel: false },
    isVerified: {},
    _artist: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    archived: false,
    archivedAt: null,
    emailVerified: true,
    verified: false,
    releaseCount: 0,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const userPage = (items: unknown[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

const paperBoats = {
  _id: '65f0c0ffee00000000000c01',
  name: 'The Paper Boats',
  image: null,
  spotifyId: '7sbxPaperBoats00000002',
  isVerified: { spotify: true, appleMusic: false },
};

export function userDetails(overrides: Record<string, unknown> = {}) {
  const user = adminUser(1, {
    firstName: 'Rio',
    lastName: 'Hart',
    roles: ['INVESTOR'],
    artists: [{ _id: '65f0c0ffee00000000000d01', _artist: paperBoats }],
    _artist: { _id: paperBoats._id, name: paperBoats.name, image: null, spotifyId: paperBoats.spotifyId },
  });
  return {
    user,
    status: 'active',
    emailVerified: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    archivedAt: null,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-21T10:00:00.000Z',
    roster: [{ _id: paperBoats._id, name: paperBoats.name, image: null, spotifyId: paperBoats.spotifyId, isVerified: { spotify: true, appleMusic: false } }],
    integrations: [],
    invitedBy: { _id: '65f0c0ffee00000000000001', email: 'admin@demo.test', name: 'Ada Admin', photoURL: null },
    stats: { releases: 3, releasesLive: 1, invitesSent: 2, invitesAccepted: 1 },
    releases: [
      {
        _id: '65f0c0ffee00000000000e01',
        title: 'Harbour Lights',
        type: 'SINGLE',
        status: 'PENDING',
        displayStatus: 'PENDING',
        updatedAt: '2026-11-22T10:00:00.000Z',
      },
    ],
    invites: [
      { _id: '65f0c0ffee00000000000f01', inviteeEmail: 'friend@example.test', inviteeRole: 'ARTIST', status: 'accepted', createdAt: '2026-11-10T10:00:00.000Z' },
    ],
    signIns: [
      {
        at: '2026-11-20T10:00:00.000Z',
        method: 'password',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36',
      },
    ],
    agreements: [
      { type: 'DISTRIBUTION_AGREEMENT', version: '2026-11-01', acceptedAt: '2026-11-21T09:30:00.000Z', ipAddress: '203.0.113.8', userAgent: null },
      { type: 'USER_AGREEMENT', version: '2026-11-01', acceptedAt: '2026-11-19T08:00:00.000Z', ipAddress: '198.51.100.4', userAgent: null },
    ],
    ...overrides,
  };
}
