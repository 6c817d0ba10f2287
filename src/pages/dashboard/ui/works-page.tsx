import { useQuery } from '@tanstack/react-query';
import { toApiQuery } from '@/shared/lib/list-query';
import { DataTable, FilterBar, ListSearch, PageHeader, SelectFilter, surfaceStyles as s, useListTable } from '@/shared/ui';
import { worksQuery } from '../api/dashboard-api';
import { WORK_SORT_LABELS, worksQuerySchema } from '../model/dashboard-queries';
import { WORK_COLUMNS } from './works-columns';

/** `/dashboard/works`: compositions credited to the roster. */
export function WorksPage() {
  const { query, update, table, filterBar } = useListTable(worksQuerySchema);
  const works = useQuery(worksQuery(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Works" subtitle="Compositions credited to your writers and artists" />
      <FilterBar label="Filter works" {...filterBar} search={<ListSearch value={query.search} placeholder="Title or ISWC" onSearch={(search, options) => update({ search }, options)} />}>
        <SelectFilter label="Sort by" value={query.sortBy} labels={WORK_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
      </FilterBar>
      <DataTable
        label="Works"
        columns={WORK_COLUMNS}
        page={works}
        rowKey={(work) => work._id}
        {...table}
        pagesLabel="Work pages"
        subject="works"
        cards
        empty={{
          title: 'No works yet',
          description: 'Compositions credited to the writers and artists on your roster show here once their tracks are in the catalogue.',
        }}
        filteredEmpty={{ title: `No works match “${query.search}”`, description: 'Check the spelling, or search by ISWC.' }}
      />
    </div>
  );
}
