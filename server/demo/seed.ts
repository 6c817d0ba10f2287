import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addToRoster } from '../accounts/roster.js';
import { insertUser } from '../accounts/users.js';
import { recordAcceptance } from '../agreements/acceptances.js';
import { AGREEMENT_TYPES, currentVersion } from '../agreements/texts.js';
import { hashPassword } from '../auth/passwords.js';
import type { Database, Queryable } from '../db/index.js';
import { ensureSubscriber } from '../mail/subscribers.js';
import type { FileStorage } from '../storage/storage.js';
import { DEMO_ACCOUNTS, DEMO_INVITES, DEMO_PASSWORD } from './accounts.js';
import { type CatalogSize, seedCatalog, TEST_CATALOG_SIZE } from './catalog.js';
import { seedDemoBehavior } from './behavior.js';
import { seedDemoPosts } from './posts.js';
import { seedDemoEmail } from './email.js';
import { seedDemoReleases } from './releases.js';

const ACCOUNTS_SEED = 'accounts';
const CATALOG_SEED = 'catalog';
const INVITES_SEED = 'invites';
const RELEASES_SEED = 'releases';
const POSTS_SEED = 'posts';
const EMAIL_SEED = 'email';
const BEHAVIOR_SEED = 'behavior';

/**
 * Loads each demo data set once per database (recorded in demo_seeds, so a deleted demo
 * account is not brought back at the next start). Returns the sets loaded now.
 */
export async function seedDemoData(
  db: Database,
  {
    catalog = TEST_CATALOG_SIZE,
    storage,
    tmpDir = tmpdir(),
  }: {
    catalog?: CatalogSize;
    storage?: FileStorage;
    /** Where the media are copied before they move into storage (beside local storage, a move is a rename on one disk). */
    tmpDir?: string;
  } = {},
): Promise<string[]> {
  const accounts = await seedAccounts(db);
  const invites = await seedInvites(db);
  const catalogue = await seedDemoCatalog(db, catalog);
  const posts = await seedPosts(db);
  const email = await seedEmail(db);
  const releases = storage ? await seedReleases(db, storage, tmpDir) : [];
  return [...accounts, ...invites, ...catalogue, ...posts, ...email, ...releases, ...(await seedBehavior(db))];
}

/** The demo artist's releases in every status, with their covers and audio in `storage` (after the catalogue: they reuse its ISRCs). */
async function seedReleases(db: Database, storage: FileStorage, tmpRoot: string): Promise<string[]> {
  if (await alreadySeeded(db, RELEASES_SEED)) return [];
  const tmpDir = join(tmpRoot, `demo-${randomBytes(6).toString('hex')}`);
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [RELEASES_SEED]);
    if (rows.length === 0) return false;
    // The demo label may have been deleted: nothing to attach releases to.
    const { rows: owner } = await tx.query(`select 1 from users where email = 'artist@demo.test' and id = $1`, [DEMO_ACCOUNTS[1]!.id]);
    if (owner.length === 0) return true;
    await seedDemoReleases(tx, storage, tmpDir);
    return true;
  });
  return seeded ? [RELEASES_SEED] : [];
}

/** The demo catalogue, with the demo roster artists among its artists. */
async function seedDemoCatalog(db: Database, size: CatalogSize): Promise<string[]> {
  if (await alreadySeeded(db, CATALOG_SEED)) return [];
  const featured = DEMO_ACCOUNTS.flatMap((account) => account.artists);
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [CATALOG_SEED]);
    if (rows.length === 0) return false;
    await seedCatalog(tx, size, { featured });
    return true;
  });
  if (!seeded) return [];
  // The embedded database has no autovacuum: without the visibility map and statistics a bulk
  // load leaves index-only scans fetching every heap row and the planner guessing.
  await db.query('vacuum analyze');
  return [CATALOG_SEED];
}

/** Where the demo accounts accepted the current agreements (a documentation address, RFC 5737). */
const DEMO_CLIENT = { ipAddress: '192.0.2.10', userAgent: null };

async function seedAccounts(db: Database): Promise<string[]> {
  if (await alreadySeeded(db, ACCOUNTS_SEED)) return [];
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const seeded = await db.transaction(async (tx) => {
    // Another server on the same database may be seeding too: only one records the seed.
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [ACCOUNTS_SEED]);
    if (rows.length === 0) return false;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await insertUser(tx, {
        id: account.id,
        email: account.email,
        passwordHash: hashes[index]!,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: account.roles,
        isDistributed: account.isDistributed,
        isLabel: account.isLabel,
        emailVerified: true,
      });
      if (!user) continue; // the address is taken by a real account: leave it alone
      await ensureSubscriber(tx, { email: user.email, firstName: user.firstName, userId: user.id });
      for (const type of AGREEMENT_TYPES) {
        await recordAcceptance(tx, user.id, type, currentVersion(type), DEMO_CLIENT);
      }
      for (const artist of account.artists) {
        await tx.query(
          `insert into artists (id, name, spotify_id, apple_id) values ($1, $2, $3, $4) on conflict do nothing`,
          [artist.id, artist.name, artist.spotifyId, artist.appleId],
        );
        await addToRoster(tx, user.id, artist.id, { spotify: true, appleMusic: true });
      }
      if (account.artists[0]) await tx.query('update users set linked_artist_id = $2 where id = $1', [user.id, account.artists[0].id]);
    }
    return true;
  });
  return seeded ? [ACCOUNTS_SEED] : [];
}

/** Announcements from the demo admin: one for everyone, one for artists, one for investors, and a draft. */
async function seedPosts(db: Database): Promise<string[]> {
  if (await alreadySeeded(db, POSTS_SEED)) return [];
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [POSTS_SEED]);
    if (rows.length === 0) return false;
    await seedDemoPosts(tx);
    return true;
  });
  return seeded ? [POSTS_SEED] : [];
}

/** Invitations the demo admin and the demo label sent, one of each status, with fixed codes. */
async function seedInvites(db: Database): Promise<string[]> {
  if (await alreadySeeded(db, INVITES_SEED)) return [];
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [INVITES_SEED]);
    if (rows.length === 0) return false;
    for (const invite of DEMO_INVITES) {
      await tx.query(
        `insert into invites (id, code, invitee_email, invitee_first_name, invitee_last_name, invitee_role, invitee_artist_id,
                              invited_by, accepted_by, created_at, expires_at, email_sent_at, accepted_at, revoked_at, ttl_days)
         select $1, $2, $3, $4, $5, $6, $7,
                (select id from users where id = $8), (select id from users where id = $9),
                now() - make_interval(days => $10), now() - make_interval(days => $10) + make_interval(days => $11),
                now() - make_interval(days => $10),
                case when $9::text is null then null else now() - make_interval(days => $10 - 1) end,
                case when $12 then now() - make_interval(days => $10 - 1) else null end, $11
         on conflict do nothing`,
        [
          invite.id,
          invite.code,
          invite.email,
          invite.firstName,
          invite.lastName,
          invite.role,
          invite.artistSpotifyId,
          invite.invitedBy,
          invite.acceptedBy,
          invite.daysAgo,
          invite.validDays,
          invite.revoked,
        ],
      );
    }
    return true;
  });
  return seeded ? [INVITES_SEED] : [];
}

/** Email subscribers, lists, a segment and campaigns with their events (after the accounts: the admin wrote them). */
async function seedEmail(db: Database): Promise<string[]> {
  if (await alreadySeeded(db, EMAIL_SEED)) return [];
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [EMAIL_SEED]);
    if (rows.length === 0) return false;
    await seedDemoEmail(tx);
    return true;
  });
  return seeded ? [EMAIL_SEED] : [];
}

/** Six weeks of page views and actions of the demo accounts and some made-up members (server/demo/behavior.ts). */
async function seedBehavior(db: Database): Promise<string[]> {
  if (await alreadySeeded(db, BEHAVIOR_SEED)) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query('insert into demo_seeds (name) values ($1) on conflict do nothing returning name', [BEHAVIOR_SEED]);
    if (rows.length === 0) return false;
    await seedDemoBehavior(tx, passwordHash);
    return true;
  });
  return seeded ? [BEHAVIOR_SEED] : [];
}

async function alreadySeeded(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from demo_seeds where name = $1', [name]);
  return rows.length > 0;
}
