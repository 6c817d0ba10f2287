import type { components } from '../generated/openapi.js';
import type { Queryable } from '../db/index.js';
import type { QueryOf } from '../handlers/types.js';
import { DISPLAY_STATUS, likePattern, searchCondition, SUMMARY_COLUMNS, type SummaryRow, summaryView } from './release-list.js';
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

const ORDER: Record<NonNullable<AdminQuery['sortBy']>, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  submittedAt: 'r.submitted_at',
  releaseDate: 'r.release_date',
  title: 'lower(r.title)',
  status: 'r.status',
};

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
 * email), ordered and paged. Each filter is an indexed condition on `releases` or an `exists`.
 */
export async function adminListReleases(db: Queryable, query: AdminQuery, links: FileLinks) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.status?.length) where.push(`(${DISPLAY_STATUS}) = any(${add(query.status)}::text[])`);
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
  if (search) {
    const pattern = add(likePattern(search));
    const exact = add(search.toUpperCase().replaceAll('-', ''));
    where.push(`(${searchCondition(pattern)}
      or exists (select 1 from release_tracks t where t.release_id = r.id and t.isrc = ${exact})
      or exists (select 1 from users u where u.id = r.owner_id and lower(u.email) like ${pattern}))`);
  }
  const filtered = `from releases r${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
  const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total ${filtered}`, params);
  const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
  const order = `${ORDER[query.sortBy ?? 'createdAt']} ${direction} nulls last, r.id ${direction}`;
  const { rows } = await db.query<AdminRow>(
    `select ${SUMMARY_COLUMNS}, r.owner_id, r.review_note,
            coalesce(nullif(u.display_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as owner_name, u.email as owner_email,
            a.name as artist_name,
            (select count(*)::int from release_tracks t where t.release_id = r.id and t.isrc is not null) as isrc_count,
            ${DELIVERY_STATUS_COLUMN}
     from (select r.* ${filtered} order by ${order} limit ${add(limit)} offset ${add((page - 1) * limit)}) r
     join users u on u.id = r.owner_id left join artists a on a.id = r.artist_id
     order by ${order}`,
    params,
  );
  return { items: rows.map((row) => adminSummaryView(row, links)), page, limit, total: counted[0]?.total ?? 0 };
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
