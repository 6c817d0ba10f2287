import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { userPostQueries } from '@/entities/post';
import { formatMoment } from '@/shared/lib/dates';
import { useSearchParams } from '@/shared/lib/list-query';
import { surfaceStyles as s } from '@/shared/ui';
import { PostReaderDialog } from './post-reader-dialog';

/** How many of the newest posts the card lists. */
export const NEWS_COUNT = 3;
/** `/dashboard?post=<id>` opens that post (the post emails link there). */
export const POST_PARAM = 'post';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  title: css({
    alignSelf: 'flex-start',
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.default',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    _hover: { textDecoration: 'underline' },
    focusVisibleOutline: 'outside',
  }),
  date: css({ textStyle: 'xs', color: 'fg.muted' }),
  excerpt: css({ textStyle: 'sm', color: 'fg.muted', lineClamp: '2', overflowWrap: 'anywhere' }),
  quiet: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/**
 * The newest posts addressed to the user, each opening in a reading dialog. Nothing at all while
 * loading or when there are none; a quiet line when they cannot be loaded (never in the way of
 * the dashboard).
 */
export function NewsCard() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const news = useQuery(userPostQueries.latest(NEWS_COUNT));
  const openId = params.get(POST_PARAM);
  const setOpen = (postId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (postId) next.set(POST_PARAM, postId);
        else next.delete(POST_PARAM);
        return next;
      },
      { replace: true },
    );
  const items = news.data?.items ?? [];
  return (
    <>
      {news.isError ? (
        <p className={styles.quiet}>News cannot be loaded right now.</p>
      ) : items.length > 0 ? (
        <section className={s.card} aria-labelledby={titleId}>
          <h2 id={titleId} className={s.sectionTitle}>
            News
          </h2>
          <ul className={styles.list}>
            {items.map((post) => (
              <li key={post._id} className={styles.item}>
                <button type="button" className={styles.title} onClick={() => setOpen(post._id)}>
                  {post.title}
                </button>
                {post.publishedAt && (
                  <time dateTime={post.publishedAt} className={styles.date}>
                    {formatMoment(post.publishedAt)}
                  </time>
                )}
                {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PostReaderDialog postId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
