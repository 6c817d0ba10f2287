import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { albumQueries } from '@/entities/album';
import { TrackTable, albumHref, trackQueries } from '@/entities/track';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Pagination, TableSkeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { useArtistId } from '../lib/use-artist-id';
import { catalogBrowseQuerySchema, catalogManagementQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';

const albumHeader = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' });
const cover = css({ w: '20', h: '20', borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted' });

function CatalogBrowse() {
  const id = useArtistId();
  const { query, update } = useListQuery(catalogBrowseQuerySchema);
  const albums = useQuery(albumQueries.discography(id));
  const albumMode = query.type === 'album-tracks' && query.albumId !== undefined;
  const catalog = useQuery(
    trackQueries.catalog(
      id,
      toApiQuery({
        page: query.page,
        limit: query.limit,
        catalogType: albumMode ? 'album-tracks' : 'all-tracks',
        albumId: albumMode ? query.albumId : undefined,
      }),
    ),
  );

  return (
    <section className={s.card} aria-labelledby="catalog-browse-title">
      <h2 id="catalog-browse-title" className={s.cardTitle}>
        {albumMode && catalog.data?.album ? catalog.data.album.name : 'All tracks'}
      </h2>
      <div className={s.filters}>
        <label className={s.label}>
          Show
          <select
            className={s.select}
            value={albumMode ? query.albumId : ''}
            onChange={(event) =>
              update(
                event.target.value
                  ? { type: 'album-tracks', albumId: event.target.value }
                  : { type: 'all-tracks', albumId: undefined },
              )
            }
          >
            <option value="">All tracks</option>
            {(albums.data ?? []).map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {albumMode && catalog.data?.album && (
        <div className={albumHeader}>
          {catalog.data.album.image ? <img src={catalog.data.album.image} alt="" className={cover} /> : null}
          <div>
            <p>
              {catalog.data.album.releaseDate ?? ''} · {catalog.data.album.totalTracks} tracks
            </p>
            <Link to={albumHref(catalog.data.album.id)} className={t.link}>
              Album details
            </Link>
          </div>
        </div>
      )}
      {catalog.isPending ? (
        <TableSkeleton columns={6} rows={10} label="Loading catalogue" />
      ) : catalog.isError ? (
        <ErrorState title="Unable to load the catalogue" error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : catalog.data.items.length === 0 ? (
        <EmptyState title="No tracks yet" description="This artist has no tracks in the catalogue yet. Verify the artist on Spotify or Apple Music to bring in their catalogue." />
      ) : (
        <>
          <TrackTable
            tracks={catalog.data.items}
            startIndex={(query.page - 1) * query.limit + 1}
            hideAlbum={albumMode}
            caption="Catalogue tracks"
          />
          <Pagination
            label="Catalogue pages"
            page={query.page}
            pageSize={query.limit}
            total={catalog.data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </section>
  );
}

/** `/dashboard/artists/{id}/catalog-browse?type=all-tracks|album-tracks&albumId=`. */
export function ArtistCatalogBrowsePage() {
  return (
    <ArtistFrame>
      <CatalogBrowse />
    </ArtistFrame>
  );
}

function CatalogManagement() {
  const id = useArtistId();
  const { query, update } = useListQuery(catalogManagementQuerySchema);
  const tracks = useQuery(trackQueries.byArtist(id, { page: query.page, limit: query.limit }));
  return (
    <section className={s.card} aria-labelledby="catalog-title">
      <h2 id="catalog-title" className={s.cardTitle}>
        Tracks by streams
      </h2>
      {tracks.isPending ? (
        <TableSkeleton columns={6} rows={10} label="Loading tracks" />
      ) : tracks.isError ? (
        <ErrorState title="Unable to load tracks" error={tracks.error} onRetry={() => void tracks.refetch()} />
      ) : tracks.data.items.length === 0 ? (
        <EmptyState title="No tracks yet" description="This artist has no tracks in the catalogue yet. Verify the artist on Spotify or Apple Music to bring in their catalogue." />
      ) : (
        <>
          <TrackTable tracks={tracks.data.items} startIndex={(query.page - 1) * query.limit + 1} />
          <Pagination
            label="Track pages"
            page={query.page}
            pageSize={query.limit}
            total={tracks.data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </section>
  );
}

/** `/dashboard/artists/{id}/catalog`. */
export function ArtistCatalogPage() {
  return (
    <ArtistFrame>
      <CatalogManagement />
    </ArtistFrame>
  );
}
