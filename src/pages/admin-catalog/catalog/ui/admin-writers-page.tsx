import { useQuery } from '@tanstack/react-query';
import { WriterTable, writerQueries } from '@/entities/writer';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import {
  EmptyState,
  ErrorState,
  ListSearch,
  PageHeader,
  Pagination,
  pendingLine,
  TableSkeleton,
  surfaceStyles as s,
} from '@/shared/ui';
import { adminWriterQuerySchema } from '../model/admin-writer-query';

/** `/admin/writers`: every writer (admins see the whole catalogue through `GET /writers`). */
export function AdminWritersPage() {
  const { query, update } = useListQuery(adminWriterQuerySchema);
  const writers = useQuery(writerQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader
        title="Writers"
        subtitle={writers.data ? formatCountOf(writers.data.total, 'writer') : pendingLine(writers.isPending)}
      />
      <div className={s.filters}>
        <ListSearch value={query.search} placeholder="Writer name" onSearch={(search, options) => update({ search }, options)} />
        <label className={s.label}>
          Sort by
          <select className={s.select} value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as 'name' | 'createdAt' })}>
            <option value="name">Name</option>
            <option value="createdAt">Date added</option>
          </select>
        </label>
      </div>
      {writers.isPending ? (
        <TableSkeleton columns={3} label="Loading writers" />
      ) : writers.isError ? (
        <ErrorState title="Unable to load writers" error={writers.error} onRetry={() => void writers.refetch()} />
      ) : writers.data.items.length === 0 ? (
        <EmptyState title="No writers found" />
      ) : (
        <>
          <WriterTable writers={writers.data.items} hrefOf={(writer) => `/dashboard/writers/${writer._id}`} />
          <Pagination label="Writer pages" page={query.page} pageSize={query.limit} total={writers.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
