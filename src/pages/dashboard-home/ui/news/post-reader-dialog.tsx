import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { userPostQueries, type Post } from '@/entities/post';
import { formatMoment } from '@/shared/lib/dates';
import { Dialog, ErrorState, SkeletonText } from '@/shared/ui';
import { Markdown } from '@/shared/ui/markdown';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
};

/** The post as the news card listed it (with its body), shown while the reading copy loads. */
function listedPost(queryClient: ReturnType<typeof useQueryClient>, postId: string): Post | undefined {
  for (const [, page] of queryClient.getQueriesData<{ items: Post[] }>({ queryKey: userPostQueries.all() })) {
    const found = page?.items?.find((item) => item._id === postId);
    if (found) return found;
  }
  return undefined;
}

export interface PostReaderDialogProps {
  /** The post to read; null when closed. */
  postId: string | null;
  onClose: () => void;
}

/** One post to read, rendered from its Markdown; fetching it counts a view. */
export function PostReaderDialog({ postId, onClose }: PostReaderDialogProps) {
  const queryClient = useQueryClient();
  const post = useQuery({
    ...userPostQueries.detail(postId ?? ''),
    enabled: postId !== null,
    placeholderData: () => (postId ? listedPost(queryClient, postId) : undefined),
  });
  const data = postId ? post.data : undefined;
  return (
    <Dialog
      open={postId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data?.title ?? 'News'}
      description={data?.publishedAt ? formatMoment(data.publishedAt) : undefined}
      width={680}
    >
      <div className={styles.body}>
        {data ? (
          <Markdown text={data.body} />
        ) : post.isError ? (
          <ErrorState title="This post cannot be shown" error={post.error} />
        ) : (
          <SkeletonText lines={6} />
        )}
      </div>
    </Dialog>
  );
}
