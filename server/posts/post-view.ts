import type { components } from '../generated/openapi.js';

type Schemas = components['schemas'];
export type Post = Schemas['Post'];
export type PostSummary = Schemas['PostSummary'];

export interface PostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  cover_image: string | null;
  tags: string[];
  status: Schemas['PostStatus'];
  audience_kind: Schemas['PostAudience']['kind'];
  audience_list_id: string | null;
  audience_segment_id: string | null;
  views: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  author_id: string | null;
  author_email: string | null;
  author_name: string | null;
  author_photo: string | null;
}

/** The columns of a PostRow, of posts aliased p with their author aliased a (left join). */
export const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.body, p.cover_image, p.tags, p.status, p.audience_kind,
  p.audience_list_id, p.audience_segment_id, p.views, p.published_at, p.created_at, p.updated_at,
  a.id as author_id, a.email as author_email, nullif(trim(a.first_name || ' ' || a.last_name), '') as author_name, a.photo_url as author_photo`;
export const POST_FROM = 'posts p left join users a on a.id = p.author_id';

export function postSummaryView(row: PostRow): PostSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    status: row.status,
    audience: { kind: row.audience_kind, listId: row.audience_list_id, segmentId: row.audience_segment_id },
    author: row.author_id ? { _id: row.author_id, email: row.author_email!, name: row.author_name ?? row.author_email!, photoURL: row.author_photo } : null,
    tags: row.tags,
    views: row.views,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function postView(row: PostRow): Post {
  return { ...postSummaryView(row), body: row.body };
}
