import type { Caller } from '../auth/authorize.js';
import type { Queryable } from '../db/index.js';
import { pageWindow, selectPage } from '../db/paging.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { readableBy } from './audience.js';
import { POST_MESSAGES } from './post-store.js';
import { POST_COLUMNS, POST_FROM, type Post, type PostRow, postView } from './post-view.js';

/** The reader's feed: published posts addressed to the caller, newest publication first. */
export async function listReadablePosts(
  db: Queryable,
  caller: Caller,
  query: { page?: number; limit?: number },
): Promise<components['schemas']['UserPostPage']> {
  const params: unknown[] = [];
  const where = await readableBy(db, caller, params);
  return selectPage<PostRow, Post>(
    db,
    { select: POST_COLUMNS, from: `from ${POST_FROM} where ${where}`, params, order: 'p.published_at desc, p.id desc', view: (rows) => rows.map(postView) },
    pageWindow(query),
  );
}

/** One post the caller may read (404 otherwise); each read counts a view. */
export async function readPost(db: Queryable, caller: Caller, postId: string): Promise<Post> {
  const params: unknown[] = [];
  const where = await readableBy(db, caller, params);
  const { rows } = await db.query<{ id: string }>(
    `update posts set views = views + 1 where id = $${params.push(postId)} and id in (select p.id from posts p where ${where}) returning id`,
    params,
  );
  if (rows.length === 0) throw new HttpError(404, POST_MESSAGES.notFound);
  const { rows: read } = await db.query<PostRow>(`select ${POST_COLUMNS} from ${POST_FROM} where p.id = $1`, [postId]);
  return postView(read[0]!);
}
