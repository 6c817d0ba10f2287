import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { INTEGRATIONS_PATH, platformLabel } from '@/entities/artist';
import { albumQueries, albumTypeLabel } from '@/entities/album';
import { TrackTable, albumHref, formatTrackLength, trackHref, trackQueries } from '@/entities/track';
import { compositionRoleLabel } from '@/entities/writer';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link, useParams } from 'react-router';
import {
  EmptyState,
  ErrorState,
  ListSearch,
  PageHeader,
  Pagination,
  Skeleton,
  StatCard,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import type { components } from '@/shared/api';
import { albumTracksQuerySchema, tracksQuerySchema } from '../model/tracks-query';
import { formatMoment } from '@/shared/lib/dates';

type StreamsBreakdown = components['schemas']['StreamsBreakdown'];

const styles = {
  hero: css({ display: 'flex', gap: '5', alignItems: 'center', flexWrap: 'wrap' }),
  cover: css({ w: '32', h: '32', borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' }),
  meta: css({ textStyle: 'sm', color: 'fg.muted' }),
  links: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
};

function PlatformBreakdown({ streams, caption }: { streams: StreamsBreakdown; caption: string }) {
  if (streams.byPlatform.length === 0) return <p className={t.muted}>No streams reported yet.</p>;
  return (
    <TableFrame label={caption} variant="plain">
      <table className={t.table}>
        <caption className={t.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Platform</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
          </tr>
        </thead>
        <tbody>
          {streams.byPlatform.map((row) => (
            <tr key={row.platform}>
              <th scope="row" className={t.td}>{platformLabel(row.platform)}</th>
              <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
              <td className={`${t.td} ${t.numeric}`}><EstimatedAmount value={row.estimatedEarnings} hideLabel /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/dashboard/tracks`: tracks across the roster. */
export function TracksPage() {
  const { query, update } = useListQuery(tracksQuerySchema);
  const tracks = useQuery(trackQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Tracks" subtitle="Across your roster" />
      <div className={s.filters}>
        <ListSearch value={query.search} placeholder="Title or ISRC" onSearch={(search, options) => update({ search }, options)} />
        <label className={s.label}>
          Sort by
          <select className={s.select} value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as typeof query.sortBy })}>
            <option value="streams">Most streamed</option>
            <option value="latest">Latest release</option>
            <option value="oldest">Oldest release</option>
            <option value="title">Title</option>
          </select>
        </label>
      </div>
      {tracks.isPending ? (
        <TableSkeleton columns={5} label="Loading tracks" />
      ) : tracks.isError ? (
        <ErrorState title="Unable to load tracks" error={tracks.error} onRetry={() => void tracks.refetch()} />
      ) : tracks.data.items.length === 0 ? (
        query.search ? (
          <EmptyState title={`No tracks match “${query.search}”`} description="Check the spelling, or search by ISRC." />
        ) : (
          <EmptyState
            title="No tracks yet"
            description="Tracks of the artists on your roster show here once an artist is verified on Spotify or Apple Music."
            action={<Link className={t.link} to={INTEGRATIONS_PATH}>Go to integrations</Link>}
          />
        )
      ) : (
        <>
          <TableFrame label="Tracks">
            <table className={t.table}>
              <caption className={t.caption}>Tracks</caption>
              <thead>
                <tr>
                  <th scope="col" className={t.th}>Title</th>
                  <th scope="col" className={t.th}>Artist</th>
                  <th scope="col" className={t.th}>Album</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
                </tr>
              </thead>
              <tbody>
                {tracks.data.items.map((track) => (
                  <tr key={`${track.platform}-${track.id}`} data-testid="track-row">
                    <td className={t.td}><Link className={t.link} to={trackHref(track.id)}>{track.name}</Link></td>
                    <td className={t.td}><Link className={t.link} to={`/dashboard/artists/${track.rosterArtist._id}`}>{track.rosterArtist.name}</Link></td>
                    <td className={t.td}>{track.album ? <Link className={t.link} to={albumHref(track.album.id)}>{track.album.name}</Link> : '—'}</td>
                    <td className={`${t.td} ${t.numeric}`}>{formatCount(track.streams)}</td>
                    <td className={`${t.td} ${t.numeric}`}><EstimatedAmount value={track.estimatedEarnings} hideLabel /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination label="Track pages" page={query.page} pageSize={query.limit} total={tracks.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <div className={styles.hero}>
        <Skeleton width={128} height={128} />
        <Skeleton width={260} height={36} />
      </div>
      <div className={s.grid}>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}

/** `/dashboard/tracks/{trackId}` (a streaming-platform id). */
export function TrackDetailsPage() {
  const trackId = useParams<{ trackId: string }>().trackId ?? '';
  const track = useQuery(trackQueries.detail(trackId));
  if (track.isPending) return <DetailSkeleton />;
  if (track.isError) return <ErrorState title="Unable to load the track" error={track.error} onRetry={() => void track.refetch()} />;
  const data = track.data;
  return (
    <div className={s.page}>
      <div className={styles.hero}>
        {data.image ? <img src={data.image} alt="" className={styles.cover} /> : <div className={styles.cover} aria-hidden="true" />}
        <div>
          <PageHeader
            title={data.name}
            subtitle={data.artists.map((artist) => artist.name).join(', ')}
          />
          <p className={styles.meta}>
            {data.album ? <><Link className={t.link} to={albumHref(data.album.id)}>{data.album.name}</Link> · </> : null}
            {data.releaseDate ?? 'Release date unknown'} · {formatTrackLength(data.durationMs)} · ISRC {data.isrc ?? '—'}
          </p>
        </div>
      </div>
      <div className={s.grid}>
        <StatCard label="Streams" value={formatCount(data.streams.total)} hint={data.streamsUpdatedAt ? `Updated ${formatMoment(data.streamsUpdatedAt)}` : undefined} />
        <StatCard label="Estimated earnings" value={<EstimatedAmount value={data.estimatedEarnings} />} />
        <StatCard label="Popularity" value={data.popularity ?? '—'} />
      </div>
      <section className={s.card} aria-labelledby="track-platforms">
        <h2 id="track-platforms" className={s.cardTitle}>By platform</h2>
        <PlatformBreakdown streams={data.streams} caption="Track streams by platform" />
      </section>
      <section className={s.card} aria-labelledby="track-credits">
        <h2 id="track-credits" className={s.cardTitle}>Writers</h2>
        {data.writers.length === 0 ? (
          <p className={t.muted}>No writer credits.</p>
        ) : (
          <ul>
            {data.writers.map((writer, index) => (
              <li key={`${writer.name}-${index}`}>
                {writer.writerId ? <Link className={t.link} to={`/dashboard/writers/${writer.writerId}`}>{writer.name}</Link> : writer.name}{' '}
                <span className={t.muted}>
                  {compositionRoleLabel(writer.role)}
                  {writer.sharePercent != null ? ` · ${writer.sharePercent}%` : ''}
                  {writer.pro ? ` · ${writer.pro}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.links.length > 0 && (
        <div className={styles.links}>
          {data.links.map((link) => (
            <a key={link.platform} className={t.link} href={link.url} target="_blank" rel="noreferrer">
              Open on {platformLabel(link.platform)}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

/** `/dashboard/albums/{albumId}` (a streaming-platform id). */
export function AlbumDetailsPage() {
  const albumId = useParams<{ albumId: string }>().albumId ?? '';
  const { query, update } = useListQuery(albumTracksQuerySchema);
  const album = useQuery(albumQueries.detail(albumId));
  const tracks = useQuery(albumQueries.tracks(albumId, { page: query.page, limit: query.limit }));
  if (album.isPending) return <DetailSkeleton />;
  if (album.isError) return <ErrorState title="Unable to load the album" error={album.error} onRetry={() => void album.refetch()} />;
  const data = album.data;
  return (
    <div className={s.page}>
      <div className={styles.hero}>
        {data.image ? <img src={data.image} alt="" className={styles.cover} /> : <div className={styles.cover} aria-hidden="true" />}
        <div>
          <PageHeader title={data.name} subtitle={data.artists.map((artist) => artist.name).join(', ')} />
          <p className={styles.meta}>
            {albumTypeLabel(data)} · {data.releaseDate ?? 'Release date unknown'} · {data.totalTracks} tracks ·{' '}
            {formatTrackLength(data.durationMs)}
            {data.label ? ` · ${data.label}` : ''}
            {data.upc ? ` · UPC ${data.upc}` : ''}
          </p>
        </div>
      </div>
      <div className={s.grid}>
        <StatCard label="Streams" value={formatCount(data.streams.total)} />
        <StatCard label="Estimated earnings" value={<EstimatedAmount value={data.estimatedEarnings} />} />
      </div>
      <section className={s.card} aria-labelledby="album-tracks">
        <h2 id="album-tracks" className={s.cardTitle}>Tracks</h2>
        {tracks.isPending ? (
          <TableSkeleton columns={5} rows={10} label="Loading tracks" />
        ) : tracks.isError ? (
          <ErrorState title="Unable to load the tracks" error={tracks.error} onRetry={() => void tracks.refetch()} />
        ) : tracks.data.items.length === 0 ? (
          <EmptyState title="No tracks" />
        ) : (
          <>
            <TrackTable tracks={tracks.data.items} hideAlbum startIndex={(query.page - 1) * query.limit + 1} caption="Album tracks" />
            <Pagination label="Album track pages" page={query.page} pageSize={query.limit} total={tracks.data.total} onPageChange={(page) => update({ page })} />
          </>
        )}
      </section>
      <section className={s.card} aria-labelledby="album-platforms">
        <h2 id="album-platforms" className={s.cardTitle}>By platform</h2>
        <PlatformBreakdown streams={data.streams} caption="Album streams by platform" />
      </section>
      {data.copyright && <p className={styles.meta}>{data.copyright}</p>}
    </div>
  );
}
