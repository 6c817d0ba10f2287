import { css } from 'styled-system/css';
import { POST_STATUS_LABELS, POST_STATUS_PALETTE, postAudienceLabel, type AudienceNames, type PostSummary } from '@/entities/post';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link } from 'react-router';
import { Badge, tableStyles as t, type DataTableColumn } from '@/shared/ui';

const styles = {
  title: css({ minW: '48', maxW: 'md', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

/** The posts' columns; names of email lists and segments by id, for the audience column. */
export function postColumns(names?: AudienceNames): DataTableColumn<PostSummary>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      className: styles.title,
      cell: (post) => (
        <>
          <Link to={`/admin/posts/${post._id}`} className={t.link}>
            {post.title}
          </Link>
          {post.tags.length > 0 && <div className={styles.secondary}>{post.tags.join(', ')}</div>}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (post) => <Badge palette={POST_STATUS_PALETTE[post.status]}>{labelOf(POST_STATUS_LABELS, post.status)}</Badge> },
    { key: 'audience', header: 'Audience', className: styles.nowrap, cell: (post) => postAudienceLabel(post.audience, names) },
    { key: 'author', header: 'Author', className: styles.nowrap, cell: (post) => post.author?.name ?? 'A deleted account' },
    { key: 'published', header: 'Published', className: styles.nowrap, cell: (post) => (post.publishedAt ? formatMoment(post.publishedAt) : '—') },
    { key: 'views', header: 'Views', numeric: true, cell: (post) => post.views.toLocaleString('en-US') },
  ];
}
