import { useQuery } from '@tanstack/react-query';
import { button } from 'styled-system/recipes';
import { adminPostQueries, POST_STATUS_LABELS, POST_STATUSES } from '@/entities/post';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, FilterBar, ListSearch, listCountLine, ReportPage, SelectFilter, useListTable } from '@/shared/ui';
import { audienceOptionQueries, namesOf } from '../api/audience-options';
import { POST_SORT_LABELS, POST_SORTS } from '../config/labels';
import { postListQuerySchema } from '../model/post-list-query';
import { postColumns } from './post-table';

/** `/admin/posts`: every post, searched, filtered and sorted from the address; write a new one. */
export function AdminPostsPage() {
  const list = useListTable(postListQuerySchema);
  const { query, update } = list;
  const posts = useQuery(adminPostQueries.list(toApiQuery(query)));
  const items = posts.data?.items ?? [];
  // The names of the lists and segments posts are addressed to (unnamed while email is not built).
  const lists = useQuery({ ...audienceOptionQueries.lists(), enabled: items.some((post) => post.audience.kind === 'list') });
  const segments = useQuery({ ...audienceOptionQueries.segments(), enabled: items.some((post) => post.audience.kind === 'segment') });
  const newPost = (
    <Link to="/admin/posts/create" className={button()}>
      New post
    </Link>
  );
  return (
    <ReportPage
      title="Posts"
      subtitle={listCountLine(posts, 'post')}
      actions={newPost}
      filters={
        <FilterBar label="Filter posts" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Title or text" />}>
          <SelectFilter label="Status" value={query.status} labels={POST_STATUS_LABELS} options={POST_STATUSES} allLabel="All statuses" onChange={(status) => update({ status })} />
          <ListSearch label="Tag" value={query.tag} placeholder="Any tag" maxLength={40} onSearch={(tag, options) => update({ tag }, options)} />
          <SelectFilter label="Sort by" value={query.sortBy} labels={POST_SORT_LABELS} options={POST_SORTS} onChange={(sortBy) => sortBy && update({ sortBy })} />
        </FilterBar>
      }
    >
      <DataTable
        {...list.table}
        label="Posts"
        cards
        columns={postColumns(namesOf(lists.data, segments.data))}
        rowKey={(post) => post._id}
        rowProps={() => ({ 'data-testid': 'post-row' })}
        page={posts}
        pagesLabel="Post pages"
        subject="posts"
        filteredEmpty={{ title: 'No posts match these filters', description: 'Try another search, status or tag.' }}
        empty={{ title: 'No posts yet', description: 'Write an announcement for everyone, for artists, for investors or for an email list.', action: newPost }}
      />
    </ReportPage>
  );
}
