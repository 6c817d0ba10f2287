import type { FastifyInstance } from 'fastify';
import { createInvite } from '../../accounts/invites.js';
import { addToRoster } from '../../accounts/roster.js';
import { authenticate } from '../../accounts/session-check.js';
import type { Role } from '../../contract/document.js';
import { currentVersion } from '../../agreements/texts.js';
import { seedCatalog, TEST_CATALOG_SIZE } from '../../demo/catalog.js';
import { createTestApp, createUser } from '../helpers.js';
import type { Random } from './random.js';
import type { OperationSpec } from './requests.js';
import type { Override } from './schema-sample.js';
import { SANDBOX } from '../../verification/sandbox.js';

export type RoleName = 'visitor' | 'regular' | 'investor' | 'admin';
export const ROLE_NAMES: readonly RoleName[] = ['visitor', 'regular', 'investor', 'admin'];
const ROLES: Record<RoleName, Role[]> = {
  visitor: [],
  regular: ['USER'],
  investor: ['USER', 'INVESTOR'],
  admin: ['USER', 'ADMIN'],
};

/** A caller of the run: a real account (except the visitor) with three artists on its roster. */
export interface Session {
  name: RoleName;
  roles: Role[];
  token?: string;
  userId?: string;
  email?: string;
  password?: string;
  rosterIds: string[];
  /** Accounts made for this role so far (a fuzzed request ended the previous session). */
  generation: number;
}

/** Real rows of the catalogue and accounts, so that valid requests reach the handlers' happy paths. */
export interface Pools {
  artistIds: string[];
  artistNames: string[];
  spotifyArtistIds: string[];
  albumIds: string[];
  trackIds: string[];
  writerIds: string[];
  writerNames: string[];
  userIds: string[];
  /** Accounts of no session: admin user operations (archive, roles) change these, never a caller. */
  bystanderIds: string[];
  postIds: string[];
  emails: string[];
  emailTokens: string[];
  emailListIds: string[];
  invites: { id: string; code: string; email: string }[];
}

export interface Fixture {
  app: FastifyInstance;
  pools: Pools;
  sessions: Record<RoleName, Session>;
  /** Whether the session's token still stands for its account (logout, a password change end it). */
  isAlive(session: Session): Promise<boolean>;
  /** A new account for the session's role, with the same roster. */
  renew(session: Session): Promise<void>;
  /** Puts back what valid requests may take away (roster entries, verifications). */
  repair(session: Session): Promise<void>;
}

/** An app on the small test catalogue, one account per role and pools of real ids. */
export async function createFuzzFixture(): Promise<Fixture> {
  const app = await createTestApp();
  await seedCatalog(app.db, TEST_CATALOG_SIZE);
  const { rows: artists } = await app.db.query<{ id: string; name: string; spotify_id: string | null }>(
    'select id, name, spotify_id from artists order by monthly_listeners desc, id',
  );
  const rosters: Record<RoleName, string[]> = {
    visitor: [],
    regular: artists.slice(0, 3).map((artist) => artist.id),
    investor: artists.slice(3, 6).map((artist) => artist.id),
    admin: artists.slice(6, 9).map((artist) => artist.id),
  };
  const sessions = Object.fromEntries(
    ROLE_NAMES.map((name) => [name, { name, roles: ROLES[name], rosterIds: rosters[name], generation: 0 } satisfies Session]),
  ) as Record<RoleName, Session>;

  const renew = async (session: Session) => {
    if (session.name === 'visitor') return;
    const created = await createUser(app, {
      roles: session.roles,
      isDistributed: session.name !== 'investor',
      email: `fuzz-${session.name}-${(session.generation += 1)}@example.test`,
    });
    Object.assign(session, { token: created.token, userId: created.user._id, email: created.email, password: created.password });
    await repair(session);
    await refreshAccounts();
  };
  const repair = async (session: Session) => {
    if (!session.userId) return;
    for (const [index, artistId] of session.rosterIds.entries()) {
      await addToRoster(app.db, session.userId, artistId, index === 0 ? { spotify: true, appleMusic: true } : {});
    }
    await app.db.query(
      `update user_artists set verified = verified || '{"spotify": true, "appleMusic": true}', verified_at = verified_at || jsonb_build_object('spotify', now(), 'appleMusic', now())
        where user_id = $1 and artist_id = $2`,
      [session.userId, session.rosterIds[0]],
    );
  };

  const pools: Pools = {
    artistIds: artists.map((artist) => artist.id),
    artistNames: artists.map((artist) => artist.name),
    spotifyArtistIds: artists.flatMap((artist) => (artist.spotify_id ? [artist.spotify_id] : [])),
    albumIds: await column(app, 'select platform_id as value from albums order by id limit 200'),
    trackIds: await column(app, 'select platform_id as value from tracks order by id limit 400'),
    writerIds: await column(app, 'select id as value from writers order by id'),
    writerNames: await column(app, 'select name as value from writers order by id'),
    userIds: [],
    bystanderIds: [],
    postIds: [],
    emails: [],
    emailTokens: [],
    emailListIds: await column(app, 'select id as value from email_lists order by id'),
    invites: [],
  };
  const refreshAccounts = async () => {
    pools.userIds = await column(app, 'select id as value from users order by created_at');
    pools.emails = await column(app, 'select email as value from users order by created_at');
    pools.emailTokens = await column(app, 'select token as value from email_subscribers order by created_at');
  };
  for (const session of Object.values(sessions)) await renew(session);
  for (let index = 0; index < 4; index += 1) {
    const bystander = await createUser(app, { roles: index === 0 ? ['ADMIN'] : [], email: `fuzz-bystander-${index}@example.test` });
    pools.bystanderIds.push(bystander.user._id);
  }
  pools.postIds = await column(
    app,
    `insert into posts (slug, title, body, status, published_at) select 'fuzz-post-' || n, 'Fuzz post ' || n, 'Body', 'published', now()
       from generate_series(1, 6) n returning id as value`,
  );
  for (let index = 0; index < 6; index += 1) {
    const email = `fuzz-invitee-${index}@example.test`;
    const invite = await createInvite(app.db, { inviteeEmail: email, inviteeRole: index % 3 === 2 ? 'INVESTOR' : 'ARTIST', invitedBy: sessions.admin.userId });
    pools.invites.push({ id: invite.id, code: invite.code, email });
  }
  await refreshAccounts();

  return {
    app,
    pools,
    sessions,
    isAlive: async (session) => !session.token || (await authenticate(app.db, app.tokens.verify, session.token)) !== null,
    renew,
    repair,
  };
}

async function column(app: FastifyInstance, sql: string): Promise<string[]> {
  const { rows } = await app.db.query<{ value: string }>(sql);
  return rows.map((row) => row.value);
}

/** Operations whose `artistId` is a platform (Spotify) artist id, not a catalogue `_id`. */
const PLATFORM_ID_OPERATIONS = new Set(['verifySpotifyArtist', 'verifyAppleArtist', 'adminClaimArtist']);

/** Operations whose valid requests look an account up by its credentials. */
const CREDENTIAL_OPERATIONS = new Set(['login', 'requestPasswordReset', 'verifyEmailCode', 'requestEmailUnsubscribe', 'updatePassword']);

/**
 * Real values for fields the handlers look up (ids, tokens, the caller's own id and email), so
 * that most valid requests reach past "not found"; now and then a random valid one instead.
 */
export function fixtureValues(fixture: Fixture, spec: OperationSpec, session: Session, random: Random): Override {
  const { pools } = fixture;
  const path = spec.operation.path;
  const operationId = spec.operation.operationId;
  const pickOr = (values: readonly string[]): string | undefined => (values.length > 0 ? random.pick(values) : undefined);
  const artist = () => (session.rosterIds.length > 0 && random.chance(0.75) ? random.pick(session.rosterIds) : pickOr(pools.artistIds));
  const invite = operationId === 'signUpWithInvite' || operationId === 'getSignUpInvite' ? pools.invites[random.int(0, pools.invites.length - 1)] : undefined;
  // Verification and claims name artists by their platform id, and sign in with the sandbox password.
  const byPlatformId = PLATFORM_ID_OPERATIONS.has(operationId);
  return (name) => {
    if (random.chance(0.12)) return undefined;
    switch (name) {
      case 'id':
        if (path.startsWith('/artists/')) return artist();
        if (path.startsWith('/writers/')) return pickOr(pools.writerIds);
        if (path.startsWith('/admin/users/')) return pickOr(pools.bystanderIds);
        return undefined;
      case 'artistId':
        return byPlatformId ? pickOr(pools.spotifyArtistIds) : artist();
      case 'artistSpotifyId':
      case 'inviteeArtistId':
        return pickOr(pools.spotifyArtistIds);
      case 'artistPassword':
      case 'distrokidPassword':
        return random.chance(0.7) ? SANDBOX.password : undefined;
      case 'postId':
        return pickOr(pools.postIds);
      case 'inviteId':
        return pickOr(pools.invites.map((entry) => entry.id));
      case 'userId':
        return session.userId && random.chance(0.9) ? session.userId : pickOr(pools.userIds);
      case 'albumId':
        return pickOr(pools.albumIds);
      case 'trackId':
        return pickOr(pools.trackIds);
      case 'token':
        return path.startsWith('/email/') ? pickOr(pools.emailTokens) : undefined;
      case 'listId':
      case 'listIds[]':
        return pickOr(pools.emailListIds);
      case 'email':
      case 'accountEmail':
        if (invite) return invite.email;
        if (name === 'accountEmail' || CREDENTIAL_OPERATIONS.has(operationId)) return session.email && random.chance(0.8) ? session.email : pickOr(pools.emails);
        return undefined;
      case 'password':
      case 'currentPassword':
      case 'oldPassword':
        return CREDENTIAL_OPERATIONS.has(operationId) ? session.password : undefined;
      case 'inviteCode':
        return invite?.code;
      case 'acceptedUserAgreementVersion':
        return currentVersion('USER_AGREEMENT');
      case 'version':
        return operationId === 'acceptAgreement' ? random.pick([currentVersion('USER_AGREEMENT'), currentVersion('DISTRIBUTION_AGREEMENT')]) : undefined;
      case 'artistName':
      case 'query':
      case 'search':
        if (path.startsWith('/writers')) return random.chance(0.5) ? pickOr(pools.writerNames)?.split(' ')[0] : undefined;
        return random.chance(0.5) ? pickOr(pools.artistNames) : undefined;
      case 'spotifyId':
        return pickOr(pools.spotifyArtistIds);
      default:
        return undefined;
    }
  };
}
