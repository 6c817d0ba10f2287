import { useQuery } from '@tanstack/react-query';
import { AlbumGrid, AlbumGridSkeleton, albumQueries } from '@/entities/album';
import { EmptyState, ErrorState } from '@/shared/ui';
import { artistPath, useArtistId } from '../lib/use-artist-id';
import { ArtistFrame } from './artist-frame';

function Discography() {
  const id = useArtistId();
  const albums = useQuery(albumQueries.discography(id));
  if (albums.isPending) return <AlbumGridSkeleton />;
  if (albums.isError)
    return <ErrorState title="Unable to load the discography" error={albums.error} onRetry={() => void albums.refetch()} />;
  if (albums.data.length === 0) return <EmptyState title="No releases yet" description="Albums and singles show here once the artist's catalogue is in: verify the artist on Spotify or Apple Music, or create a release." />;
  return (
    <AlbumGrid
      albums={albums.data}
      hrefOf={(album) => `${artistPath(id, 'catalog-browse')}?type=album-tracks&albumId=${encodeURIComponent(album.id)}`}
    />
  );
}

/** `/dashboard/artists/{id}/discography`. */
export function ArtistDiscographyPage() {
  return (
    <ArtistFrame>
      <Discography />
    </ArtistFrame>
  );
}
