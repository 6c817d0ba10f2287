import { useQuery } from '@tanstack/react-query';
import { adminPostQueries, type Post } from '@/entities/post';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, PageHeader, surfaceStyles as s, tableStyles as t, toaster } from '@/shared/ui';
import { PostFormPlaceholder, PostFormSlot } from './post-form-slot';

const backToPosts = (
  <Link to="/admin/posts" className={t.link}>
    ← Posts
  </Link>
);

function useShowSaved() {
  const navigate = useNavigate();
  return (post: Post, created: boolean) => {
    toaster.create({ type: 'success', title: created ? `“${post.title}” created` : `“${post.title}” saved` });
    navigate(`/admin/posts/${post._id}`);
  };
}

/** `/admin/posts/create`: a new post. */
export function AdminPostCreatePage() {
  const showSaved = useShowSaved();
  return (
    <div className={s.page}>
      <PageHeader eyebrow={backToPosts} title="New post" subtitle="Announcements people read on their dashboard, and can get by email." />
      <div className={s.card}>
        <PostFormSlot onSaved={(post) => showSaved(post, true)} />
      </div>
    </div>
  );
}

/** `/admin/posts/:postId/edit`: the post's form, filled in. */
export function AdminPostEditPage() {
  const { postId = '' } = useParams();
  const post = useQuery(adminPostQueries.detail(postId));
  const showSaved = useShowSaved();
  return (
    <div className={s.page}>
      <PageHeader eyebrow={backToPosts} title={post.data ? `Edit “${post.data.title}”` : 'Edit post'} />
      {post.isError ? (
        <ErrorState title="Unable to load the post" error={post.error} onRetry={() => void post.refetch()} />
      ) : (
        <div className={s.card}>
          {post.data ? <PostFormSlot key={post.data._id} post={post.data} onSaved={(saved) => showSaved(saved, false)} /> : <PostFormPlaceholder />}
        </div>
      )}
    </div>
  );
}
