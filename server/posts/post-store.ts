import type { Database, Queryable } from '../db/index.js';
import { orderBy, pageWindow, selectPage } from '../db/paging.js';
import type { components, operations } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { checkedAudience } from './audience.js';
import { POST_COLUMNS, POST_FROM, type Post, type PostRow, postSummaryView, postView } from './post-view.js';
import { firstFreeSlug, slugFromTitle } from './slug.js';

type Schemas = components['schemas'];
type AdminListQuery = NonNullable<operations['adminListPosts']['parameters']['query']>;

export const POST_MESSAGES = {
  notFound: 'Post not found',
  slugTaken: 'A post with this slug already exists',
  blankTitle: 'The title must not be blank',
} as const;

const ORDER = { latest: 'p.created_at desc, p.id desc', oldest: 'p.created_at asc, p.id asc', popular: 'p.views desc, p.created_at desc, p.id desc' } as const;

export async function findPost(db: Queryable, postId: string, condition = 'true', params: unknown[] = []): Promise<PostRow | null> {
  const { rows } = await db.query<PostRow>(`select ${POST_COLUMNS} from ${POST_FROM} where p.id = $${params.length + 1} and ${condition}`, [...params, postId]);
  return rows[0] ?? null;
}

export async function postOr404(db: Queryable, postId: string): Promise<Post> {
  const row = await findPost(db, postId);
  if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
  return postView(row);
}

/** The admin list: search over title, excerpt and slug; status and tag filters. */
export async function listPostsForAdmin(db: Queryable, query: AdminListQuery): Promise<Schemas['PostPage']> {
  const { status, tag, sortBy = 'latest' } = query;
  const params: unknown[] = [];
  const conditions = ['true'];
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const p = `$${params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)}`;
    conditions.push(`(lower(p.title) like ${p} or lower(coalesce(p.excerpt, '')) like ${p} or p.slug like ${p})`);
  }
  if (status) conditions.push(`p.status = $${params.push(status)}`);
  if (tag) conditions.push(`$${params.push(tag)} = any(p.tags)`);
  const where = conditions.join(' and ');
  return selectPage<PostRow, Schemas['PostSummary']>(
    db,
    { select: POST_COLUMNS, from: `from ${POST_FROM} where ${where}`, params, order: orderBy(ORDER, sortBy), view: (rows) => rows.map(postSummaryView) },
    pageWindow(query),
  );
}

type PostInput = Schemas['PostCreate'];

/** A slug asked for must be free (409); one made from the title takes the first free variant. */
async function chosenSlug(db: Queryable, input: { slug?: string | undefined; title: string }, postId: string | null, kept: string | null): Promise<string> {
  if (input.slug) {
    const { rows } = await db.query('select 1 from posts where slug = $1 and id is distinct from $2', [input.slug, postId]);
    if (rows.length > 0) throw new HttpError(409, POST_MESSAGES.slugTaken);
    return input.slug;
  }
  if (kept) return kept;
  const base = slugFromTitle(input.title);
  const { rows } = await db.query<{ slug: string }>(`select slug from posts where slug = $1 or slug like $2`, [base, `${base.slice(0, 110)}-%`]);
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** A slug taken by a concurrent save between the check and the write answers the same 409. */
async function slugConflictsAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, POST_MESSAGES.slugTaken);
    throw error;
  }
}

function fields(input: PostInput) {
  const title = input.title.trim();
  if (!title) throw new HttpError(400, POST_MESSAGES.blankTitle);
  return {
    title,
    excerpt: input.excerpt?.trim() || null,
    coverImage: input.coverImage ?? null,
    tags: input.tags ?? [],
    status: input.status ?? 'draft',
  };
}

export async function createPost(db: Database, authorId: string, input: PostInput): Promise<Post> {
  const values = fields(input);
  const audience = await checkedAudience(db, input.audience);
  const slug = await chosenSlug(db, input, null, null);
  const { rows } = await slugConflictsAs409(() =>
    db.query<{ id: string }>(
      `insert into posts (slug, title, excerpt, body, cover_image, tags, status, audience_kind, audience_list_id, audience_segment_id, author_id, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, case when $7 = 'published' then now() end))
       returning id`,
      [slug, values.title, values.excerpt, input.body, values.coverImage, values.tags, values.status, audience.kind, audience.listId, audience.segmentId, authorId, input.publishedAt ?? null],
    ),
  );
  return postOr404(db, rows[0]!.id);
}

/** PUT: the editable fields are replaced (left-out optional ones cleared), the slug kept when absent. */
export async function replacePost(db: Database, postId: string, input: Schemas['PostUpdate']): Promise<Post> {
  const existing = await findPost(db, postId);
  if (!existing) throw new HttpError(404, POST_MESSAGES.notFound);
  const values = fields(input);
  const audience = await checkedAudience(db, input.audience);
  const slug = await chosenSlug(db, input, postId, existing.slug);
  await slugConflictsAs409(() =>
    db.query(
      `update posts set slug = $2, title = $3, excerpt = $4, body = $5, cover_image = $6, tags = $7, status = $8, audience_kind = $9,
              audience_list_id = $10, audience_segment_id = $11, updated_at = now(),
              published_at = case when $12::timestamptz is not null then $12::timestamptz
                                   when $8 = 'published' then coalesce(published_at, now()) end
        where id = $1`,
      [postId, slug, values.title, values.excerpt, input.body, values.coverImage, values.tags, values.status, audience.kind, audience.listId, audience.segmentId, input.publishedAt ?? null],
    ),
  );
  return postOr404(db, postId);
}

export async function deletePost(db: Queryable, postId: string): Promise<void> {
  const { rows } = await db.query('delete from posts where id = $1 returning id', [postId]);
  if (rows.length === 0) throw new HttpError(404, POST_MESSAGES.notFound);
}
