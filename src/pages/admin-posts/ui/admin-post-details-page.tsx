import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import {
  adminPostQueries,
  deletePost,
  POST_STATUS_LABELS,
  POST_STATUS_PALETTE,
  postAudienceLabel,
  postUpdateOf,
  updatePost,
  type Post,
  type PostStatus,
} from '@/entities/post';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge, Button, Dialog, ErrorState, PageHeader, Skeleton, SkeletonText, errorMessageOf, surfaceStyles as s, tableStyles as t, toaster, FormActions } from '@/shared/ui';
import { audienceOptionQueries, namesOf } from '../api/audience-options';
import { SendPostEmailsDialog } from './send-post-emails-dialog';

// micromark comes with the rendered body only: the list page shares this chunk.
const PostBody = lazy(() => import('@/shared/ui/markdown').then((module) => ({ default: module.Markdown })));

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '4' }),
  fact: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  term: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'medium' }),
  value: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
  reader: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  readerTitle: css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' }),
  readerDate: css({ textStyle: 'sm', color: 'fg.muted' }),
  hint: css({ textStyle: 'sm', color: 'fg.muted' }),
};

function DeletePostDialog({ post, open, onClose }: { post: Post; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deletePost(post._id),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: `“${post.title}” deleted` });
      queryClient.removeQueries({ queryKey: adminPostQueries.detail(post._id).queryKey });
      await queryClient.invalidateQueries({ queryKey: adminPostQueries.all() });
      navigate('/admin/posts');
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not delete the post', description: errorMessageOf(error) }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      title="Delete this post?"
      description={`“${post.title}” disappears from the dashboards of its readers. This cannot be undone.`}
      width={440}
    >
      <FormActions confirmLabel="Delete" onConfirm={() => remove.mutate()} tone="danger" busy={remove.isPending} onCancel={onClose} cancelLabel="Keep it" />
    </Dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function PostDetails({ post }: { post: Post }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'delete' | 'email' | null>(null);
  const lists = useQuery({ ...audienceOptionQueries.lists(), enabled: post.audience.kind === 'list' });
  const segments = useQuery({ ...audienceOptionQueries.segments(), enabled: post.audience.kind === 'segment' });
  const names = namesOf(lists.data, segments.data);
  const setStatus = useMutation({
    mutationFn: (status: PostStatus) => updatePost(post._id, postUpdateOf(post, { status })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminPostQueries.detail(saved._id).queryKey, saved);
      toaster.create({ type: 'success', title: saved.status === 'published' ? `“${saved.title}” published` : `“${saved.title}” is a draft again` });
      await queryClient.invalidateQueries({ queryKey: adminPostQueries.all() });
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not change the status', description: errorMessageOf(error) }),
  });
  const published = post.status === 'published';
  const actions = (
    <>
      <Link to={`/admin/posts/${post._id}/edit`} className={button({ variant: 'outline' })}>
        Edit
      </Link>
      <Button variant="outline" loading={setStatus.isPending} onClick={() => setStatus.mutate(published ? 'draft' : 'published')}>
        {published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button variant="outline" disabled={!published} onClick={() => setDialog('email')}>
        Email this post
      </Button>
      <Button variant="danger" onClick={() => setDialog('delete')}>
        Delete
      </Button>
    </>
  );
  return (
    <>
      <PageHeader
        eyebrow={<Link to="/admin/posts" className={t.link}>← Posts</Link>}
        title={post.title}
        subtitle={published ? undefined : 'A draft: only admins see it. Publish it to email it.'}
        actions={actions}
      />
      <section className={s.card} aria-label="About this post">
        <dl className={styles.facts}>
          <Fact term="Status">
            <Badge palette={POST_STATUS_PALETTE[post.status]}>{labelOf(POST_STATUS_LABELS, post.status)}</Badge>
          </Fact>
          <Fact term="Audience">{postAudienceLabel(post.audience, names)}</Fact>
          <Fact term="Published">{post.publishedAt ? formatMoment(post.publishedAt, { withTime: true }) : 'Not yet'}</Fact>
          <Fact term="Author">{post.author?.name ?? 'A deleted account'}</Fact>
          <Fact term="Views">{post.views.toLocaleString('en-US')}</Fact>
          <Fact term="Tags">{post.tags.length ? post.tags.join(', ') : 'None'}</Fact>
        </dl>
      </section>
      <section className={s.card} aria-labelledby="post-as-read">
        <h2 id="post-as-read" className={s.sectionTitle}>
          As readers see it
        </h2>
        <article className={styles.reader}>
          <p className={styles.readerTitle}>{post.title}</p>
          {post.publishedAt && <p className={styles.readerDate}>{formatMoment(post.publishedAt)}</p>}
          <Suspense fallback={<SkeletonText lines={6} />}>
            <PostBody text={post.body} />
          </Suspense>
        </article>
      </section>
      <SendPostEmailsDialog post={post} open={dialog === 'email'} onClose={() => setDialog(null)} names={names} />
      <DeletePostDialog post={post} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </>
  );
}

/** `/admin/posts/:postId`: the post as its readers see it, who they are, and what to do with it. */
export function AdminPostDetailsPage() {
  const { postId = '' } = useParams();
  const post = useQuery(adminPostQueries.detail(postId));
  return (
    <div className={s.page}>
      {post.isPending ? (
        <div className={s.card} aria-busy="true" aria-label="Loading the post">
          <Skeleton height={32} width="50%" />
          <SkeletonText lines={6} />
        </div>
      ) : post.isError ? (
        <>
          <PageHeader eyebrow={<Link to="/admin/posts" className={t.link}>← Posts</Link>} title="Post" />
          <ErrorState title="Unable to load the post" error={post.error} onRetry={() => void post.refetch()} />
        </>
      ) : (
        <PostDetails post={post.data} />
      )}
    </div>
  );
}
