import { useQuery } from '@tanstack/react-query';
import { WRITER_SORT_LABELS, WriterTable, writerQueries } from '@/entities/writer';
import { toApiQuery } from '@/shared/lib/list-query';
import { FilterBar, ListSearch, PageHeader, pendingLine, SelectFilter, surfaceStyles as s, useListTable } from '@/shared/ui';
import { writerListQuerySchema } from '../model/writer-list-query';
import { writerPath } from '../lib/writer-path';
import { formatCountOf } from '@/shared/lib/money';

const DIRECTION_LABELS = { asc: 'Ascending', desc: 'Descending' } as const;

/** `/dashboard/writers`. */
export function WriterListPage() {
  const { query, update, table, filterBar } = useListTable(writerListQuerySchema);
  const writers = useQuery(writerQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Writers" subtitle={writers.data ? formatCountOf(writers.data.total, 'writer') : pendingLine(writers.isPending)} />
      <FilterBar label="Filter writers" {...filterBar} search={<ListSearch value={query.search} placeholder="Writer name" onSearch={(search, options) => update({ search }, options)} />}>
        <SelectFilter label="Sort by" value={query.sortBy} labels={WRITER_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
        <SelectFilter label="Direction" value={query.sortDirection} labels={DIRECTION_LABELS} onChange={(sortDirection) => update({ sortDirection })} />
      </FilterBar>
      <WriterTable
        page={writers}
        hrefOf={(writer) => writerPath(writer._id)}
        {...table}
        pagesLabel="Writer pages"
        empty={{ title: 'No writers found' }}
        filteredEmpty={{ title: 'No writers found' }}
      />
    </div>
  );
}
