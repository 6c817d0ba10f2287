import { useQuery } from '@tanstack/react-query';
import { albumQueries, albumTypeLabel } from '@/entities/album';
import { TrackTable, formatTrackLength } from '@/entities/track';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { useParams } from 'react-router';
import { StatCard, surfaceStyles as s, useListTable } from '@/shared/ui';
import { albumTracksQuerySchema } from '../model/tracks-query';
import { DetailPage, detailStyles } from './detail-hero';
import { PlatformBreakdown } from './platform-breakdown';

/** `/dashboard/albums/{albumId}` (a streaming-platform id). */
export function AlbumDetailsPage() {
  const albumId = useParams<{ albumId: string }>().albumId ?? '';
  const { query, table } = useListTable(albumTracksQuerySchema);
  const album = useQuery(albumQueries.detail(albumId));
  const tracks = useQuery(albumQueries.tracks(albumId, { page: query.page, limit: query.limit }));
  return (
    <DetailPage
      query={album}
      errorTitle="Unable to load the album"
      meta={(data) => (
        <>
          {albumTypeLabel(data)} · {data.releaseDate ?? 'Release date unknown'} · {data.totalTracks} tracks · {formatTrackLength(data.durationMs)}
          {data.label ? ` · ${data.label}` : ''}
          {data.upc ? ` · UPC ${data.upc}` : ''}
        </>
      )}
    >
      {(data) => (
        <>
          <div className={s.grid}>
            <StatCard label="Streams" value={formatCount(data.streams.total)} />
            <StatCard label="Estimated earnings" value={<EstimatedAmount value={data.estimatedEarnings} />} />
          </div>
          <section className={s.card} aria-labelledby="album-tracks">
            <h2 id="album-tracks" className={s.sectionTitle}>Tracks</h2>
            <TrackTable
              label="Album tracks"
              hideAlbum
              page={tracks}
              {...table}
              pagesLabel="Album track pages"
              skeletonRows={10}
              errorTitle="Unable to load the tracks"
              empty={{ title: 'No tracks' }}
            />
          </section>
          <section className={s.card} aria-labelledby="album-platforms">
            <h2 id="album-platforms" className={s.sectionTitle}>By platform</h2>
            <PlatformBreakdown streams={data.streams} caption="Album streams by platform" />
          </section>
          {data.copyright && <p className={detailStyles.meta}>{data.copyright}</p>}
        </>
      )}
    </DetailPage>
  );
}
