import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { TrackTable } from '@/entities/track';
import { WriterReadError, WriterTable, writerQueries } from '@/entities/writer';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link, NavLink, useParams } from 'react-router';
import {
  Avatar,
  EmptyState,
  ErrorState,
  ListSearch,
  PageHeader,
  Pagination,
  pendingLine,
  Skeleton,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import { writerDiscographyQuerySchema } from '../model/writer-discography-query';
import { writerListQuerySchema } from '../model/writer-list-query';

const writerPath = (id: string, section?: string) => `/dashboard/writers/${encodeURIComponent(id)}${section ? `/${section}` : ''}`;

/** A writer read failure: spec 1 §8 wording as the title, the API's message under it. */
function WriterError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof WriterReadError) {
    return <ErrorState title={error.message} error={error.detail} onRetry={onRetry} />;
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}

export function WriterListPanel({ title = 'Writers' }: { title?: string }) {
  const { query, update } = useListQuery(writerListQuerySchema);
  const writers = useQuery(writerQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader
        title={title}
        subtitle={writers.data ? `${writers.data.total.toLocaleString('en-US')} writers` : pendingLine(writers.isPending)}
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
        <label className={s.label}>
          Direction
          <select className={s.select} value={query.sortDirection} onChange={(event) => update({ sortDirection: event.target.value as 'asc' | 'desc' })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
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
          <WriterTable writers={writers.data.items} hrefOf={(writer) => writerPath(writer._id)} />
          <Pagination label="Writer pages" page={query.page} pageSize={query.limit} total={writers.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}

/** `/dashboard/writers`. */
export function WriterListPage() {
  return <WriterListPanel />;
}

const tabStyle = css({
  textStyle: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textDecoration: 'none',
  pb: '2',
  borderBottomWidth: '2px',
  borderBottomStyle: 'solid',
  borderColor: '[transparent]',
  '&[aria-current=page]': { color: 'fg.default', borderColor: 'fg.default' },
});
const tabs = css({ display: 'flex', gap: '5', listStyle: 'none', m: '0', p: '0', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: 'border.default' });
const hero = css({ display: 'flex', alignItems: 'center', gap: '4' });

function WriterFrame({ children }: { children: ReactNode }) {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const writer = useQuery(writerQueries.detail(id));
  return (
    <div className={s.page}>
      <Link to="/dashboard/writers" className={t.link}>← All writers</Link>
      {writer.isPending ? (
        <div className={hero}>
          <Skeleton shape="circle" width={64} height={64} />
          <Skeleton width={220} height={32} />
        </div>
      ) : writer.isError ? (
        <WriterError error={writer.error} onRetry={() => void writer.refetch()} />
      ) : (
        <div className={hero}>
          <Avatar src={writer.data.image} name={writer.data.name} size="xl" />
          <PageHeader
            title={writer.data.name}
            subtitle={[writer.data.ipiNumber ? `IPI ${writer.data.ipiNumber}` : null, writer.data.pro].filter(Boolean).join(' · ') || undefined}
          />
        </div>
      )}
      <nav aria-label="Writer sections">
        <ul className={tabs}>
          <li><NavLink end to={writerPath(id)} className={tabStyle}>Overview</NavLink></li>
          <li><NavLink to={writerPath(id, 'discography')} className={tabStyle}>Discography</NavLink></li>
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** How many of the latest credits the overview shows. */
const LATEST_CREDITS = 10;

/** The overview's latest credits, with a link to the whole discography. */
function LatestCredits() {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const tracks = useQuery(writerQueries.discography(id, { page: 1, limit: LATEST_CREDITS }));
  if (tracks.isPending) return <TableSkeleton columns={5} rows={LATEST_CREDITS} label="Loading discography" />;
  if (tracks.isError) return <WriterError error={tracks.error} onRetry={() => void tracks.refetch()} />;
  if (tracks.data.items.length === 0) return <EmptyState title="No credited tracks yet" />;
  return (
    <>
      <TrackTable tracks={tracks.data.items} caption="Latest credits" />
      {tracks.data.total > tracks.data.items.length && (
        <Link className={t.link} to={writerPath(id, 'discography')}>
          All {tracks.data.total.toLocaleString('en-US')} credited tracks →
        </Link>
      )}
    </>
  );
}

/** The whole discography, a page at a time (the page is in the URL, like the other lists). */
function Discography() {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const { query, update } = useListQuery(writerDiscographyQuerySchema);
  const tracks = useQuery(writerQueries.discography(id, toApiQuery(query)));
  if (tracks.isPending) return <TableSkeleton columns={5} label="Loading discography" />;
  if (tracks.isError) return <WriterError error={tracks.error} onRetry={() => void tracks.refetch()} />;
  if (tracks.data.total === 0) return <EmptyState title="No credited tracks yet" />;
  return (
    <>
      <TrackTable tracks={tracks.data.items} startIndex={(query.page - 1) * query.limit + 1} caption="Credited tracks" />
      <Pagination
        label="Discography pages"
        page={query.page}
        pageSize={query.limit}
        total={tracks.data.total}
        onPageChange={(page) => update({ page })}
      />
    </>
  );
}

/** `/dashboard/writers/{id}`. */
export function WriterOverviewPage() {
  return (
    <WriterFrame>
      <section className={s.card} aria-labelledby="writer-recent">
        <h2 id="writer-recent" className={s.cardTitle}>Latest credits</h2>
        <LatestCredits />
      </section>
    </WriterFrame>
  );
}

/** `/dashboard/writers/{id}/discography`. */
export function WriterDiscographyPage() {
  return (
    <WriterFrame>
      <Discography />
    </WriterFrame>
  );
}
