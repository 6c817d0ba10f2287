import type { Caller } from '../auth/authorize.js';
import { pageAndTotal, readPage, type Total } from '../db/estimated-total.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { cached } from './cache.js';
import { estimated } from './platforms.js';

export type Artist = components['schemas']['Artist'];

export const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');

export interface ArtistRow {
  id: string;
  name: string;
  image: string | null;
  spotify_id: string | null;
  apple_id: string | null;
  ami_identity: string | null;
  amazon_id: string | null;
  deezer_id: string | null;
  genres: string[];
  followers: number | null;
  monthly_listeners: number | null;
  monthly_earnings: string;
  socials: Artist['socials'];
  streams_30d: Record<string, number>;
  synthetic_streams: boolean;
  streams_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
  is_verified: Record<string, boolean>;
}

/** The verification flags the caller sees ($1 is the caller's id): their own roster entry's, else those of anyone who verified the artist. */
const IS_VERIFIED = `coalesce((select ua.verified from user_artists ua where ua.artist_id = a.id and ua.user_id = $1),
           (select jsonb_object_agg(e.key, true) from user_artists ua, jsonb_each(ua.verified) e
             where ua.artist_id = a.id and e.value = 'true'::jsonb),
           '{}'::jsonb) as is_verified`;

/** What `artistView` reads: a list page selects no more (not the streams' JSON it does not show). */
const ARTIST_VIEW_COLUMNS = `a.id, a.name, a.image, a.spotify_id, a.apple_id, a.ami_identity, a.genres, a.followers,
  a.monthly_listeners, a.monthly_earnings, a.socials, a.created_at, a.updated_at, ${IS_VERIFIED}`;

type ArtistViewRow = Pick<
  ArtistRow,
  'id' | 'name' | 'image' | 'spotify_id' | 'apple_id' | 'ami_identity' | 'genres' | 'followers' | 'monthly_listeners' | 'monthly_earnings' | 'socials' | 'created_at' | 'updated_at' | 'is_verified'
>;

/** Every artist column plus the verification flags the caller sees ($1 is the caller's id). */
export const ARTIST_COLUMNS = `${ARTIST_VIEW_COLUMNS}, a.amazon_id, a.deezer_id, a.streams_30d, a.synthetic_streams, a.streams_updated_at`;

/** A row of `ARTIST_VIEW_COLUMNS` as PostgreSQL writes it in JSON: times as ISO text, the money as a number. */
type ArtistViewJson = Omit<ArtistViewRow, 'created_at' | 'updated_at' | 'monthly_earnings'> & { created_at: string; updated_at: string; monthly_earnings: number };

export function artistView(row: ArtistViewRow | ArtistViewJson): Artist {
  return {
    _id: row.id,
    artistId: row.spotify_id ?? row.apple_id ?? row.id,
    name: row.name,
    image: row.image,
    spotifyId: row.spotify_id,
    isVerified: row.is_verified,
    appleId: row.apple_id,
    amiIdentity: row.ami_identity,
    genres: row.genres,
    followers: row.followers,
    monthlyListeners: row.monthly_listeners,
    monthlyEarnings: row.monthly_listeners === null ? null : estimated(Number(row.monthly_earnings)),
    socials: row.socials,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function loadArtistRow(db: Queryable, callerId: string, id: string): Promise<ArtistRow> {
  const { rows } = await db.query<ArtistRow>(`select ${ARTIST_COLUMNS} from artists a where a.id = $2`, [callerId, id]);
  if (!rows[0]) throw new HttpError(404, 'Artist not found');
  return rows[0];
}

export async function isOnRoster(db: Queryable, userId: string, artistId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from user_artists where user_id = $1 and artist_id = $2', [userId, artistId]);
  return rows.length > 0;
}

export const MANAGE_MESSAGES = {
  notOnRoster: 'This artist is not on your roster.',
  verifiedElsewhere: 'This artist is verified by another account: verify it to manage it.',
} as const;

/** A roster entry (alias `entry`) verified on at least one platform. */
export const VERIFIED_ENTRY = (entry: string) => `exists (select 1 from jsonb_each(${entry}.verified) flag where flag.value = 'true'::jsonb)`;

/**
 * The artist ids the user (`userParam`, a bound parameter) manages: the roster's artists whose
 * entry is verified, or that no other account (not an admin: admins manage for others) verified.
 * Anyone may put a catalogue artist on their roster (sign-up, invite), so a hold alone proves
 * nothing: an unverified hold of an artist someone else verified grants none of its money,
 * analytics or new releases. The one rule behind every check below (and `managesArtist`).
 */
export const managedArtistIds = (userParam: string) => `select ua.artist_id from user_artists ua
   where ua.user_id = ${userParam}
     and (${VERIFIED_ENTRY('ua')}
          or not exists (select 1 from user_artists other join users holder on holder.id = other.user_id
                          where other.artist_id = ua.artist_id and other.user_id <> ua.user_id
                            and not ('ADMIN' = any (holder.roles)) and ${VERIFIED_ENTRY('other')}))`;

/** Whether the user manages the artist (see `managedArtistIds`); admins are not special here. */
export async function managesArtist(db: Queryable, userId: string, artistId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from (${managedArtistIds('$1')}) managed where managed.artist_id = $2`, [userId, artistId]);
  return rows.length > 0;
}

/**
 * 403 unless a regular caller manages the artist (admins manage every artist): not on the roster,
 * or held unverified while another account verified it.
 */
export async function assertMayManage(db: Queryable, caller: Caller, artistId: string): Promise<void> {
  if (isAdmin(caller) || (await managesArtist(db, caller.userId, artistId))) return;
  throw new HttpError(403, (await isOnRoster(db, caller.userId, artistId)) ? MANAGE_MESSAGES.verifiedElsewhere : MANAGE_MESSAGES.notOnRoster);
}

/** Money figures and analytics of an artist are for the people managing it (and admins): 404 unknown, 403 not yours. */
export async function assertManages(db: Queryable, caller: Caller, artistId: string): Promise<void> {
  const { rows } = await db.query('select 1 from artists where id = $1', [artistId]);
  if (rows.length === 0) throw new HttpError(404, 'Artist not found');
  await assertMayManage(db, caller, artistId);
}

/** A LIKE pattern: substring from 3 characters (trigram index), prefix below (btree index). */
export function namePattern(text: string): string {
  const escaped = text.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return escaped.length >= 3 ? `%${escaped}%` : `${escaped}%`;
}

export interface ArtistFilters {
  search?: string | undefined;
  minMonthlyEarnings?: number | undefined;
  maxMonthlyEarnings?: number | undefined;
  socials?: string[] | undefined;
  isVerified?: boolean | undefined;
  /** published: with a release online; draft: without one yet (spec 1 §3). */
  status?: 'published' | 'draft' | undefined;
}

/** An artist with a release online: one index probe per artist (releases_artist), not a query per row. */
const PUBLISHED = `exists (select 1 from releases rel where rel.artist_id = a.id and rel.status = 'ONLINE')`;

/** WHERE clause and parameters for the artists the caller may list ($1 is the caller's id). */
export function artistScope(caller: Caller, filters: ArtistFilters): { from: string; where: string; params: unknown[]; key: string } {
  const params: unknown[] = [caller.userId];
  const scoped = !isAdmin(caller);
  // $1 (the caller) is always bound, so every query must use it once.
  const conditions: string[] = scoped ? [] : ['$1::text is not null'];
  const search = filters.search?.trim();
  if (search) {
    params.push(namePattern(search));
    conditions.push(`a.name_lower like $${params.length}`);
  }
  if (filters.minMonthlyEarnings !== undefined) {
    params.push(filters.minMonthlyEarnings);
    conditions.push(`a.monthly_earnings >= $${params.length}`);
  }
  if (filters.maxMonthlyEarnings !== undefined) {
    params.push(filters.maxMonthlyEarnings);
    conditions.push(`a.monthly_earnings <= $${params.length}`);
  }
  if (filters.socials && filters.socials.length > 0) {
    params.push(JSON.stringify(filters.socials.map((network) => ({ network }))));
    conditions.push(`a.socials @> $${params.length}::jsonb`);
  }
  if (filters.isVerified !== undefined) {
    const verified = `exists (select 1 from user_artists v, jsonb_each(v.verified) e
      where v.artist_id = a.id and e.value = 'true'::jsonb${scoped ? ' and v.user_id = $1' : ''})`;
    conditions.push(filters.isVerified ? verified : `not ${verified}`);
  }
  if (filters.status !== undefined) conditions.push(filters.status === 'published' ? PUBLISHED : `not ${PUBLISHED}`);
  const from = scoped ? 'artists a join user_artists r on r.artist_id = a.id and r.user_id = $1' : 'artists a';
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const key = JSON.stringify([scoped ? caller.userId : 'all', search ?? '', filters.minMonthlyEarnings, filters.maxMonthlyEarnings, filters.socials, filters.isVerified, filters.status]);
  return { from, where, params, key };
}

/** Number of artists the caller may list with these filters; cached (clearCache recomputes). */
export async function countArtists(db: Queryable, caller: Caller, filters: ArtistFilters, refresh: boolean): Promise<number> {
  const { from, where, params, key } = artistScope(caller, filters);
  return cached(db, `artists:${key}`, refresh, async () => {
    const { rows } = await db.query<{ total: number }>(`select count(*)::int as total from ${from} ${where}`, params);
    return rows[0]!.total;
  });
}

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name', monthlyListeners: 'monthly_listeners', monthlyEarnings: 'monthly_earnings' } as const;

/** Pages live 15 s at most; writes forget them at once (catalogChanged), on every instance that hears it (shareInvalidations). */
const PAGE_TTL_MS = 15_000;

interface ArtistListWindow {
  page: number;
  limit: number;
  sortBy: keyof typeof SORT_COLUMNS;
  sortDirection: 'asc' | 'desc';
}

/**
 * Whether a page's best plan is the same whatever its values, so one generic plan serves every call:
 * it walks its sort's index. Not with a name search (a prefix and a substring take different
 * indexes), nor with earnings bounds or networks on another sort (how many rows they keep decides
 * between walking the sort's index and sorting the matches).
 */
function planIgnoresValues(filters: ArtistFilters, sortBy: ArtistListWindow['sortBy']): boolean {
  if (filters.search?.trim()) return false;
  const narrowed = filters.minMonthlyEarnings !== undefined || filters.maxMonthlyEarnings !== undefined || (filters.socials?.length ?? 0) > 0;
  return !narrowed || sortBy === 'monthlyEarnings';
}

/**
 * A page of the artists the caller may list, and the list's total (exact up to EXACT_TOTAL_UP_TO
 * artists, else the planner's estimate: countOrEstimate). Both are cached, apart (a total outlives
 * its pages; clearCache recomputes both); what is missing is read in one round trip (pageAndTotal).
 */
export async function pageOfArtists(db: Queryable, caller: Caller, filters: ArtistFilters, window: ArtistListWindow, refresh = false): Promise<{ items: Artist[]; total: Total }> {
  const { from, where, params, key } = artistScope(caller, filters);
  const { page, limit, sortBy, sortDirection } = window;
  const direction = sortDirection === 'asc' ? 'asc' : 'desc';
  const nulls = sortBy === 'monthlyListeners' ? ` nulls ${direction === 'asc' ? 'first' : 'last'}` : '';
  const orderOf = (alias: string) => `${alias}.${SORT_COLUMNS[sortBy]} ${direction}${nulls}, ${alias}.id ${direction}`;
  const order = orderOf('a');
  // Ids of the page first, columns after: the verification subqueries run for 25 rows, not for
  // every row skipped by the offset. The limit is written in: a generic plan takes a limit it does
  // not know for a tenth of the rows (a hash join over the whole table), and the limits are few.
  const slice = `limit ${limit} offset $${params.length + 1}`;
  const pageParams = [...params, (page - 1) * limit];
  const idsOf = (select: string) => `select array(${select} ${slice}) as ids`;
  // A page whose plan ignores its values is one kept statement, its columns with it, as one JSON
  // value (read field by field, 25 rows of 14 columns cost PGlite a third of a page's time). Any
  // other plans its ids afresh, and their columns come from a kept statement (artistsInOrder):
  // planning the columns' subqueries again was a fifth of a search's time on PGlite (issue #40).
  const pageQuery = planIgnoresValues(filters, sortBy)
    ? {
        sql: `select coalesce(json_agg(page order by ${orderOf('page')}), '[]') as page from (
          select ${ARTIST_VIEW_COLUMNS} from (select a.id from ${from} ${where} order by ${order} ${slice}) p join artists a on a.id = p.id) page`,
        params: pageParams,
        generic: true,
      }
    : {
        sql: idsOf(`select a.id from ${from} ${where} order by ${order}`),
        params: pageParams,
        // A list whose length its values decide (a search) may be short: read from its matches then.
        fromMatches: { columns: `a.id, a.${SORT_COLUMNS[sortBy]}`, sql: idsOf(`select m.id from matches m order by ${orderOf('m')}`) },
      };
  // The misses are known once both cache lookups ran (a miss computes at once): one read for them.
  const missing = { page: false, total: false };
  let read: Promise<{ rows?: PageRow[]; total?: Total }> | undefined;
  const readMissing = () => (read ??= Promise.resolve().then(() => pageAndTotal<PageRow>(db, { from: `from ${from} ${where}`, params, page: missing.page ? pageQuery : undefined, total: missing.total })));
  // The verification flags depend on the caller, so pages are cached per caller.
  const items = cached(
    db,
    `artists:page:${caller.userId}:${key}:${order}:${page}:${limit}`,
    refresh,
    async () => {
      missing.page = true;
      const row = (await readMissing()).rows![0]!;
      return ('page' in row ? row.page : await artistsInOrder(db, caller.userId, row.ids)).map(artistView);
    },
    { ttlMs: PAGE_TTL_MS },
  );
  const total = cached(db, `artists:list-total:${key}`, refresh, async () => {
    missing.total = true;
    return (await readMissing()).total!;
  });
  return { items: await items, total: await total };
}

/** A page as one JSON value, or the ids of its artists in order. */
type PageRow = { page: ArtistViewJson[] } | { ids: string[] };

/** The artists of `ids` ($2, a JSON array) in that order, as a list shows them to the caller ($1). */
const ARTISTS_IN_ORDER = `select coalesce(json_agg(page order by page.position), '[]') as page from (
  select ${ARTIST_VIEW_COLUMNS}, p.position from json_array_elements_text($2::json) with ordinality p(id, position) join artists a on a.id = p.id) page`;

/** The artists of `ids` in that order, read by a statement planned once where the engine keeps them. */
async function artistsInOrder(db: Queryable, callerId: string, ids: string[]): Promise<ArtistViewJson[]> {
  if (ids.length === 0) return [];
  const [row] = await readPage<{ page: ArtistViewJson[] }>(db, { sql: ARTISTS_IN_ORDER, params: [callerId, JSON.stringify(ids)], generic: true });
  return row!.page;
}
