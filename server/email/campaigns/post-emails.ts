import type { FastifyInstance } from 'fastify';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { APP_NAME } from '../../version.js';
import { enqueueCampaign } from '../sending/queue.js';
import { type Audience, countAudience } from './audience.js';
import { createCampaign } from './store.js';

type SendPostEmailsRequest = components['schemas']['SendPostEmailsRequest'];
type SendPostEmailsResponse = components['schemas']['SendPostEmailsResponse'];

export const POST_EMAIL_MESSAGES = {
  unknownPost: 'Post not found.',
  unknownList: (listId: string) => `Unknown email list ${listId}`,
  unpublished: 'Only a published post can be sent by email.',
  queued: (count: number) => (count === 1 ? 'One email is on its way.' : `${count} emails are on their way.`),
} as const;

interface PostRow {
  id: string;
  title: string;
  body: string;
  excerpt: string | null;
  status: 'draft' | 'published';
  audience_kind: 'everyone' | 'artists' | 'investors' | 'list' | 'segment';
  audience_list_id: string | null;
  audience_segment_id: string | null;
}

/** The post's audience when no lists are given; null when its list or segment is gone. */
async function postAudience(app: FastifyInstance, post: PostRow): Promise<Audience | null> {
  if (post.audience_kind === 'list') {
    const { rows } = await app.db.query('select 1 from email_lists where id = $1', [post.audience_list_id]);
    return rows.length > 0 ? { listIds: [post.audience_list_id!], segmentId: null, userAudience: null } : null;
  }
  if (post.audience_kind === 'segment') {
    const { rows } = await app.db.query('select 1 from email_segments where id = $1', [post.audience_segment_id]);
    return rows.length > 0 ? { listIds: [], segmentId: post.audience_segment_id, userAudience: null } : null;
  }
  return { listIds: [], segmentId: null, userAudience: post.audience_kind };
}

/**
 * A campaign of the post (subject its title, content its body and a link to read it in the app)
 * to the lists or the post's audience, sent at once through the campaign queue.
 */
export async function sendPostEmails(app: FastifyInstance, request: SendPostEmailsRequest, userId: string): Promise<SendPostEmailsResponse> {
  const { rows } = await app.db.query<PostRow>(
    'select id, title, body, excerpt, status, audience_kind, audience_list_id, audience_segment_id from posts where id = $1',
    [request.postId],
  );
  const post = rows[0];
  if (!post) throw new HttpError(404, POST_EMAIL_MESSAGES.unknownPost);
  if (request.listIds) {
    const { rows: known } = await app.db.query<{ id: string }>('select id from email_lists where id = any($1::text[])', [request.listIds]);
    const unknown = request.listIds.find((id) => !known.some((row) => row.id === id));
    if (unknown) throw new HttpError(404, POST_EMAIL_MESSAGES.unknownList(unknown));
  }
  if (post.status !== 'published') throw new HttpError(409, POST_EMAIL_MESSAGES.unpublished);
  const audience = request.listIds ? { listIds: request.listIds, segmentId: null, userAudience: null } : await postAudience(app, post);
  const queued = audience ? ((await countAudience(app.db, audience)) ?? 0) : 0;
  if (!audience || queued === 0) return { success: true, queued: 0, message: 'Nobody in this audience can receive email.' };
  const link = `${app.publicUrl}/dashboard?post=${post.id}`;
  const campaign = await createCampaign(
    app.db,
    {
      name: `Post: ${post.title}`.slice(0, 200),
      subject: post.title.slice(0, 200),
      previewText: post.excerpt?.slice(0, 200) ?? null,
      contentFormat: 'markdown',
      content: `${post.body.trimEnd()}\n\n[Read it in ${APP_NAME}](${link})\n`,
      listIds: audience.listIds,
      segmentId: audience.segmentId,
      postId: post.id,
    },
    userId,
    { userAudience: audience.userAudience },
  );
  await app.db.transaction(async (tx) => {
    await tx.query(`update email_campaigns set status = 'sending', updated_at = now() where id = $1`, [campaign.id]);
    await enqueueCampaign(app, campaign.id, undefined, tx);
  });
  return { success: true, queued, message: POST_EMAIL_MESSAGES.queued(queued) };
}
