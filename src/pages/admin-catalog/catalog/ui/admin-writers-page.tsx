import { useQuery } from '@tanstack/react-query';
import { WRITER_SORT_LABELS, WriterTable, writerQueries } from '@/entities/writer';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery } from '@/shared/lib/list-query';
import { FilterBar, ListSearch, PageHeader, pendingLine, SelectFilter, surfaceStyles as s, useListTable } from '@/shared/ui';
import { adminWriterQuerySchema } from '../model/admin-writer-query';

/** `/admin/writers`: every writer (admins see the whole catalogue through `GET /writers`). */
export function AdminWritersPage() {
  const { query, update, table, filterBar } = useListTable(adminWriterQuerySchema);
  const writers = useQuery(writerQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Writers" subtitle={writers.data ? formatCountOf(writers.data.total, 'writer') : pendingLine(writers.isPending)} />
      <FilterBar label="Filter writers" {...filterBar} search={<ListSearch value={query.search} placeholder="Writer name" onSearch={(search, options) => update({ search }, options)} />}>
        <SelectFilter label="Sort by" value={query.sortBy} labels={WRITER_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
      </FilterBar>
      <WriterTable
        page={writers}
        hrefOf={(writer) => `/dashboard/writers/${writer._id}`}
        {...table}
        pagesLabel="Writer pages"
        empty={{ title: 'No writers found' }}
        filteredEmpty={{ title: 'No writers found' }}
      />
    </div>
  );
}
