import type { StoredRole } from '../accounts/users.js';

export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: StoredRole[];
  isDistributed: boolean;
  /** A label account: may verify more artists (the artist account has three already). */
  isLabel: boolean;
  /** Artists on the roster, verified on Spotify and Apple Music; the first is linked. */
  artists: DemoArtist[];
  description: string;
}

export interface DemoArtist {
  id: string;
  name: string;
  spotifyId: string;
  appleId: string;
}

// Fixed ids keep the demo deterministic (and its links stable across fresh databases).
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '66b4de000000000000000a01',
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    roles: ['ADMIN'],
    isDistributed: false,
    isLabel: false,
    artists: [],
    description: 'admin',
  },
  {
    id: '66b4de000000000000000a02',
    email: 'artist@demo.test',
    firstName: 'Jordan',
    lastName: 'Reyes',
    roles: [],
    isDistributed: true,
    isLabel: true,
    artists: [
      { id: '66b4de000000000000000b01', name: 'Luna Vale', spotifyId: '4dmVmAzHyVnbT1yPnCxXwK', appleId: '1463201827' },
      { id: '66b4de000000000000000b02', name: 'The Midnight Harbor', spotifyId: '0qWmZKqP7rV3cB8nT2xYdL', appleId: '1538841905' },
      { id: '66b4de000000000000000b03', name: 'Marco Reyes', spotifyId: '6hTgK2pLw9QeVn4sXcZr1M', appleId: '1290075436' },
    ],
    description: 'artist (label account), 3 verified artists, distributed',
  },
  {
    id: '66b4de000000000000000a03',
    email: 'investor@demo.test',
    firstName: 'Sam',
    lastName: 'Whitaker',
    roles: ['INVESTOR'],
    isDistributed: false,
    isLabel: false,
    artists: [],
    description: 'investor only',
  },
];

/** The start-up banner: who to sign in as. */
export function formatDemoAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.description}`),
  ].join('\n');
}

export interface DemoInvite {
  id: string;
  code: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'ARTIST' | 'INVESTOR' | 'ADMIN';
  /** Spotify id of the invited artist (a platform sandbox profile). */
  artistSpotifyId: string | null;
  invitedBy: string;
  acceptedBy: string | null;
  daysAgo: number;
  validDays: number;
  revoked: boolean;
}

const [ADMIN, ARTIST, INVESTOR] = DEMO_ACCOUNTS.map((account) => account.id) as [string, string, string];

/** Sent, accepted, expired and revoked invitations (the addresses are reserved `.test` ones). */
export const DEMO_INVITES: readonly DemoInvite[] = [
  { id: '66b4de000000000000000c01', code: 'DEMONOVA2026', email: 'nova.lights@example.test', firstName: 'Nova', lastName: 'Lights', role: 'ARTIST', artistSpotifyId: '7sbxNovaLights00000001', invitedBy: ARTIST, acceptedBy: null, daysAgo: 2, validDays: 14, revoked: false },
  { id: '66b4de000000000000000c02', code: 'DEMOPRIYA2026', email: 'priya.shah@example.test', firstName: 'Priya', lastName: 'Shah', role: 'ADMIN', artistSpotifyId: null, invitedBy: ADMIN, acceptedBy: null, daysAgo: 5, validDays: 14, revoked: false },
  { id: '66b4de000000000000000c03', code: 'DEMOSAMW2026', email: 'investor@demo.test', firstName: 'Sam', lastName: 'Whitaker', role: 'INVESTOR', artistSpotifyId: null, invitedBy: ADMIN, acceptedBy: INVESTOR, daysAgo: 40, validDays: 14, revoked: false },
  { id: '66b4de000000000000000c04', code: 'DEMOORCH2026', email: 'static.orchard@example.test', firstName: null, lastName: null, role: 'ARTIST', artistSpotifyId: '7sbxStaticOrchard00004', invitedBy: ADMIN, acceptedBy: null, daysAgo: 30, validDays: 14, revoked: false },
  { id: '66b4de000000000000000c05', code: 'DEMOMIRA2026', email: 'mira.sol@example.test', firstName: 'Mira', lastName: 'Sol', role: 'ARTIST', artistSpotifyId: '7sbxMiraSol00000000003', invitedBy: ADMIN, acceptedBy: null, daysAgo: 12, validDays: 30, revoked: true },
];
