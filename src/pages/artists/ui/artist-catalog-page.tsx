import { useQuery } from '@tanstack/react-query';
import { TrackTable, trackQueries } from '@/entities/track';
import { surfaceStyles as s, useListTable } from '@/shared/ui';
import { useArtistId } from '../lib/use-artist-id';
import { catalogManagementQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';
import { NO_TRACKS_YET } from './no-tracks-yet';

/** `/dashboard/artists/{id}/catalog`: the artist's tracks by streams. */
export function ArtistCatalogPage() {
  const id = useArtistId();
  const { query, table } = useListTable(catalogManagementQuerySchema);
  const tracks = useQuery(trackQueries.byArtist(id, { page: query.page, limit: query.limit }));
  return (
    <ArtistFrame>
      <section className={s.card} aria-labelledby="catalog-title">
        <h2 id="catalog-title" className={s.sectionTitle}>
          Tracks by streams
        </h2>
        <TrackTable
          page={tracks}
          {...table}
          pagesLabel="Track pages"
          skeletonRows={10}
          errorTitle="Unable to load tracks"
          empty={NO_TRACKS_YET}
        />
      </section>
    </ArtistFrame>
  );
}
