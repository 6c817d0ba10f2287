import { useQuery } from '@tanstack/react-query';
import { button } from 'styled-system/recipes';
import { adminPostQueries, POST_STATUS_LABELS, POST_STATUSES, type AdminPostSortBy, type PostStatus } from '@/entities/post';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorState, FilterBar, ListSearch, NativeSelect, PageHeader, Pagination, pendingLine, surfaceStyles as s, TableSkeleton } from '@/shared/ui';
import { audienceOptionQueries, namesOf } from '../api/audience-options';
import { POST_SORT_LABELS, POST_SORTS } from '../config/labels';
import { postListQuerySchema } from '../model/post-list-query';
import { PostTable } from './post-table';

/** `/admin/posts`: every post, searched, filtered and sorted from the address; write a new one. */
export function AdminPostsPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(postListQuerySchema);
  const posts = useQuery(adminPostQueries.list(toApiQuery(query)));
  const items = posts.data?.items ?? [];
  // The names of the lists and segments posts are addressed to (unnamed while email is not built).
  const lists = useQuery({ ...audienceOptionQueries.lists(), enabled: items.some((post) => post.audience.kind === 'list') });
  const segments = useQuery({ ...audienceOptionQueries.segments(), enabled: items.some((post) => post.audience.kind === 'segment') });
  const total = posts.data?.total;
  const newPost = (
    <Link to="/admin/posts/create" className={button()}>
      New post
    </Link>
  );
  return (
    <div className={s.page}>
      <PageHeader
        title="Posts"
        subtitle={total === undefined ? pendingLine(posts.isPending) : formatCountOf(total, 'post')}
        actions={newPost}
      />
      <FilterBar
        label="Filter posts"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="Title or text" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Status
          <NativeSelect value={query.status ?? ''} onChange={(event) => update({ status: (event.target.value || undefined) as PostStatus | undefined })}>
            <option value="">All statuses</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {POST_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <ListSearch label="Tag" value={query.tag} placeholder="Any tag" maxLength={40} onSearch={(tag, options) => update({ tag }, options)} />
        <label className={s.label}>
          Sort by
          <NativeSelect value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as AdminPostSortBy })}>
            {POST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {POST_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </FilterBar>
      {posts.isPending ? (
        <TableSkeleton columns={6} label="Loading posts" />
      ) : posts.isError ? (
        <ErrorState title="Unable to load posts" error={posts.error} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        isFiltered ? (
          <EmptyState
            title="No posts match these filters"
            description="Try another search, status or tag."
            action={
              <Button variant="outline" onClick={reset}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState title="No posts yet" description="Write an announcement for everyone, for artists, for investors or for an email list." action={newPost} />
        )
      ) : (
        <>
          <PostTable posts={items} names={namesOf(lists.data, segments.data)} />
          <Pagination label="Post pages" page={query.page} pageSize={query.limit} total={posts.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
