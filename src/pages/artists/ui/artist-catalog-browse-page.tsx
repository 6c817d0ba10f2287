import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { albumQueries } from '@/entities/album';
import { TrackTable, albumHref, trackQueries } from '@/entities/track';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { SelectFilter, surfaceStyles as s, tableStyles as t, useListTable } from '@/shared/ui';
import { useArtistId } from '../lib/use-artist-id';
import { catalogBrowseQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';
import { NO_TRACKS_YET } from './no-tracks-yet';

const albumHeader = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' });
const cover = css({ w: '20', h: '20', borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted' });

/** `/dashboard/artists/{id}/catalog-browse?type=all-tracks|album-tracks&albumId=`. */
export function ArtistCatalogBrowsePage() {
  const id = useArtistId();
  const { query, update, table } = useListTable(catalogBrowseQuerySchema);
  const albums = useQuery(albumQueries.discography(id));
  const albumMode = query.type === 'album-tracks' && query.albumId !== undefined;
  const catalog = useQuery(
    trackQueries.catalog(
      id,
      toApiQuery({ page: query.page, limit: query.limit, catalogType: albumMode ? 'album-tracks' : 'all-tracks', albumId: albumMode ? query.albumId : undefined }),
    ),
  );
  const album = albumMode ? catalog.data?.album : undefined;
  return (
    <ArtistFrame>
      <section className={s.card} aria-labelledby="catalog-browse-title">
        <h2 id="catalog-browse-title" className={s.sectionTitle}>
          {album ? album.name : 'All tracks'}
        </h2>
        <div className={s.filters}>
          <SelectFilter
            label="Show"
            value={albumMode ? query.albumId : undefined}
            labels={Object.fromEntries((albums.data ?? []).map((each) => [each.id, each.name]))}
            allLabel="All tracks"
            onChange={(albumId) => update(albumId ? { type: 'album-tracks', albumId } : { type: 'all-tracks', albumId: undefined })}
          />
        </div>
        {album && (
          <div className={albumHeader}>
            {album.image ? <img src={album.image} alt="" className={cover} /> : null}
            <div>
              <p>
                {album.releaseDate ?? ''} · {album.totalTracks} tracks
              </p>
              <Link to={albumHref(album.id)} className={t.link}>
                Album details
              </Link>
            </div>
          </div>
        )}
        <TrackTable
          label="Catalogue tracks"
          hideAlbum={albumMode}
          page={catalog}
          {...table}
          // The album shown is the view, not a filter.
          filtered={false}
          pagesLabel="Catalogue pages"
          skeletonRows={10}
          loadingLabel="Loading catalogue"
          errorTitle="Unable to load the catalogue"
          empty={NO_TRACKS_YET}
        />
      </section>
    </ArtistFrame>
  );
}
