import { css } from 'styled-system/css';
import { POST_STATUS_LABELS, POST_STATUS_PALETTE, postAudienceLabel, type AudienceNames, type PostSummary } from '@/entities/post';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link } from 'react-router';
import { Badge, TableFrame, tableStyles as t } from '@/shared/ui';

const styles = {
  title: css({ minW: '48', maxW: 'md', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

export interface PostTableProps {
  posts: readonly PostSummary[];
  /** Names of email lists and segments by id, for the audience column. */
  names?: AudienceNames;
}

export function PostTable({ posts, names }: PostTableProps) {
  return (
    <TableFrame label="Posts" cards>
      <table className={t.table}>
        <caption className={t.caption}>Posts</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Title</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Audience</th>
            <th scope="col" className={t.th}>Author</th>
            <th scope="col" className={t.th}>Published</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Views</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post._id} data-testid="post-row">
              <th scope="row" className={`${t.td} ${styles.title}`}>
                <Link to={`/admin/posts/${post._id}`} className={t.link}>
                  {post.title}
                </Link>
                {post.tags.length > 0 && <div className={styles.secondary}>{post.tags.join(', ')}</div>}
              </th>
              <td className={t.td} data-label="Status">
                <Badge palette={POST_STATUS_PALETTE[post.status]}>{labelOf(POST_STATUS_LABELS, post.status)}</Badge>
              </td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Audience">{postAudienceLabel(post.audience, names)}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Author">{post.author?.name ?? 'A deleted account'}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Published">{post.publishedAt ? formatMoment(post.publishedAt) : '—'}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Views">{post.views.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
