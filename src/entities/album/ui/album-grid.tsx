import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { LazyImage, Skeleton } from '@/shared/ui';
import type { Album } from '../api/album-api';

const styles = {
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '3',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    textDecoration: 'none',
    color: 'fg.default',
    h: 'full',
    _hover: { bg: 'bg.subtle' },
    focusVisibleOutline: 'flush',
  }),
  cover: css({ w: 'full', aspectRatio: 'square', objectFit: 'cover', borderRadius: 'control', bg: 'bg.muted' }),
  name: css({ fontWeight: 'semibold', textStyle: 'sm', lineClamp: 2 }),
  meta: css({ textStyle: 'caption', color: 'fg.muted', textTransform: 'capitalize' }),
};

export interface AlbumGridProps {
  albums: readonly Album[];
  hrefOf: (album: Album) => string;
}

const ALBUM_TYPE_LABEL: Record<Album['albumType'], string> = { album: 'Album', single: 'Single', compilation: 'Compilation' };

export function albumTypeLabel(album: Pick<Album, 'albumType' | 'totalTracks'>): string {
  // Spotify reports EPs as singles with more than three tracks.
  if (album.albumType === 'single' && album.totalTracks > 3) return 'EP';
  return ALBUM_TYPE_LABEL[album.albumType];
}

export function AlbumGrid({ albums, hrefOf }: AlbumGridProps) {
  return (
    <ul className={styles.grid}>
      {albums.map((album) => (
        <li key={album.id}>
          <Link to={hrefOf(album)} className={styles.card} data-testid="album-card">
            {album.image ? (
              <LazyImage src={album.image} alt="" className={styles.cover} />
            ) : (
              <div className={styles.cover} aria-hidden="true" />
            )}
            <span className={styles.name}>{album.name}</span>
            <span className={styles.meta}>
              {albumTypeLabel(album)} · {album.releaseDate?.slice(0, 4) ?? '—'} · {album.totalTracks}{' '}
              {album.totalTracks === 1 ? 'track' : 'tracks'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AlbumGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton height={220} />
        </li>
      ))}
    </ul>
  );
}
