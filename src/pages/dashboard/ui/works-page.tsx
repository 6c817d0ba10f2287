import { useQuery } from '@tanstack/react-query';
import { WORK_REGISTRATION_STATUS_PALETTE, workRegistrationStatusLabel } from '@/entities/writer';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import {
  Badge,
  EmptyState,
  ErrorState,
  ListSearch,
  PageHeader,
  Pagination,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import { worksQuery } from '../api/dashboard-api';
import { worksQuerySchema } from '../model/dashboard-queries';

/** `/dashboard/works`: compositions credited to the roster. */
export function WorksPage() {
  const { query, update } = useListQuery(worksQuerySchema);
  const works = useQuery(worksQuery(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Works" subtitle="Compositions credited to your writers and artists" />
      <div className={s.filters}>
        <ListSearch value={query.search} placeholder="Title or ISWC" onSearch={(search, options) => update({ search }, options)} />
        <label className={s.label}>
          Sort by
          <select className={s.select} value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as 'title' | 'latest' })}>
            <option value="title">Title</option>
            <option value="latest">Latest</option>
          </select>
        </label>
      </div>
      {works.isPending ? (
        <TableSkeleton columns={4} label="Loading works" />
      ) : works.isError ? (
        <ErrorState title="Unable to load works" error={works.error} onRetry={() => void works.refetch()} />
      ) : works.data.items.length === 0 ? (
        query.search ? (
          <EmptyState title={`No works match “${query.search}”`} description="Check the spelling, or search by ISWC." />
        ) : (
          <EmptyState
            title="No works yet"
            description="Compositions credited to the writers and artists on your roster show here once their tracks are in the catalogue."
          />
        )
      ) : (
        <>
          <TableFrame label="Works">
            <table className={t.table}>
              <caption className={t.caption}>Works</caption>
              <thead>
                <tr>
                  <th scope="col" className={t.th}>Title</th>
                  <th scope="col" className={t.th}>ISWC</th>
                  <th scope="col" className={t.th}>Writers</th>
                  <th scope="col" className={t.th}>Registrations</th>
                </tr>
              </thead>
              <tbody>
                {works.data.items.map((work) => (
                  <tr key={work._id}>
                    <td className={t.td}>{work.title}</td>
                    <td className={t.td}>{work.iswc ?? '—'}</td>
                    <td className={t.td}>{work.writers.map((writer) => writer.name).join(', ') || '—'}</td>
                    <td className={t.td}>
                      {work.registrations.map((registration) => (
                        <Badge key={registration.society} size="sm" palette={WORK_REGISTRATION_STATUS_PALETTE[registration.status]}>
                          {registration.society}: {workRegistrationStatusLabel(registration.status)}
                        </Badge>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination label="Work pages" page={query.page} pageSize={query.limit} total={works.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
