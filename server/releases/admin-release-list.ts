import type { components } from '../generated/openapi.js';
import type { Queryable } from '../db/index.js';
import { orderBy, type Page, pageWindow, selectPage } from '../db/paging.js';
import type { QueryOf } from '../contract/operations.js';
import { likePattern, SUMMARY_COLUMNS, type SummaryRow, summaryView } from './release-list.js';
import type { FileLinks } from './release-view.js';

type AdminQuery = QueryOf<'adminListReleases'>;
type AdminReleaseSummary = components['schemas']['AdminReleaseSummary'];

type AdminRow = SummaryRow & {
  owner_id: string;
  owner_name: string;
  owner_email: string;
  artist_name: string | null;
  isrc_count: number;
  delivery_status: AdminReleaseSummary['deliveryStatus'];
  review_note: string | null;
};

/** Orders that their indexes serve (nullable columns keep their nulls at the end either way). */
const ORDER: Record<NonNullable<AdminQuery['sortBy']>, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  submittedAt: 'r.submitted_at',
  releaseDate: 'r.release_date',
  title: 'lower(r.title)',
  status: 'r.status',
};

/** The displayed statuses as conditions on the stored status (indexed), INCOMPLETE and DRAFT split by what is missing. */
function statusCondition(statuses: readonly string[], add: (value: unknown) => string): string {
  const stored = statuses.filter((status) => status !== 'INCOMPLETE' && status !== 'DRAFT');
  const conditions = stored.length > 0 ? [`r.status = any(${add(stored)}::text[])`] : [];
  if (statuses.includes('DRAFT')) conditions.push(`(r.status = 'DRAFT' and cardinality(r.missing_fields) = 0)`);
  if (statuses.includes('INCOMPLETE')) conditions.push(`(r.status = 'DRAFT' and cardinality(r.missing_fields) > 0)`);
  return `(${conditions.join(' or ')})`;
}

const TAG_CONDITIONS: Record<NonNullable<AdminQuery['tags']>[number], string> = {
  hasUpc: 'r.upc is not null',
  noUpc: 'r.upc is null',
  hasIsrcs: `exists (select 1 from release_tracks t where t.release_id = r.id) and not exists (select 1 from release_tracks t where t.release_id = r.id and t.isrc is null)`,
  noIsrcs: 'exists (select 1 from release_tracks t where t.release_id = r.id and t.isrc is null)',
};

/** The latest delivery's status (server/releases/delivery); one still being handed over shows as SENT. */
export const DELIVERY_STATUS_COLUMN = `(select case when d.status = 'SENDING' then 'SENT' else d.status end from deliveries d
   where d.release_id = r.id order by d.created_at desc, d.id desc limit 1) as delivery_status`;

/**
 * GET /admin/releases: every release, filtered by status (the displayed one), format, owner,
 * artist, identifiers and release dates, searched (title, label, UPC, ISRC, artist, owner's
 * email), ordered and paged.
 */
export async function adminListReleases(db: Queryable, query: AdminQuery, links: FileLinks): Promise<Page<AdminReleaseSummary>> {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.status?.length) where.push(statusCondition(query.status, add));
  if (query.format?.length) where.push(`r.format = any(${add(query.format)}::text[])`);
  if (query.userId) where.push(`r.owner_id = ${add(query.userId)}`);
  if (query.artistId) {
    const artist = add(query.artistId);
    where.push(`(r.artist_id = ${artist} or exists (select 1 from release_artists ra where ra.release_id = r.id and ra.linked_artist_id = ${artist}))`);
  }
  for (const tag of query.tags ?? []) where.push(TAG_CONDITIONS[tag]);
  if (query.hasUpc !== undefined) where.push(TAG_CONDITIONS[query.hasUpc ? 'hasUpc' : 'noUpc']);
  if (query.releaseDateFrom) where.push(`r.release_date >= ${add(query.releaseDateFrom)}::date`);
  if (query.releaseDateTo) where.push(`r.release_date < ${add(query.releaseDateTo)}::date + 1`);
  const search = query.search?.trim().toLowerCase();
  if (search) where.push(`r.id = any(${add(await searchMatches(db, search))}::text[])`);
  const sortBy = query.sortBy ?? 'createdAt';
  const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
  // Every release has its owner (a cascading foreign key): the join leaves the count as it is.
  return selectPage(
    db,
    {
      select: `${SUMMARY_COLUMNS}, r.owner_id, r.review_note,
            coalesce(nullif(u.display_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as owner_name, u.email as owner_email,
            a.name as artist_name,
            (select count(*)::int from release_tracks t where t.release_id = r.id and t.isrc is not null) as isrc_count,
            ${DELIVERY_STATUS_COLUMN}`,
      from: `from releases r join users u on u.id = r.owner_id left join artists a on a.id = r.artist_id${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
      params,
      order: orderBy(ORDER, sortBy, { direction, then: 'r.id', nullsLast: sortBy === 'submittedAt' }),
      view: (rows: AdminRow[]) => rows.map((row) => adminSummaryView(row, links)),
    },
    pageWindow(query, 20),
  );
}

/**
 * Ids of releases whose title, label, UPC or an artist's name contains the text, a track has it
 * as its ISRC, or whose owner's email contains it: one indexed lookup per branch (trigram and
 * btree indexes), taken first so that the page and its count read only those releases.
 */
async function searchMatches(db: Queryable, search: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from releases where lower(title) like $1
     union select id from releases where lower(label) like $1
     union select id from releases where upc like $1
     union select release_id from release_artists where lower(name) like $1
     union select release_id from release_tracks where isrc = $2
     union select id from releases where owner_id in (select id from users where email like $1)`,
    [likePattern(search), search.toUpperCase().replaceAll('-', '')],
  );
  return rows.map((row) => row.id);
}

function adminSummaryView(row: AdminRow, links: FileLinks): AdminReleaseSummary {
  return {
    ...summaryView(row, links),
    owner: { _id: row.owner_id, name: row.owner_name, email: row.owner_email },
    artistName: row.artist_name,
    isrcCount: row.isrc_count,
    deliveryStatus: row.delivery_status,
    reviewNote: row.review_note,
  };
}
