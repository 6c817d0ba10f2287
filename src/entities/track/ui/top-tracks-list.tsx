import { css, cx } from 'styled-system/css';
import { Link } from 'react-router';
import { ReleaseCover } from '@/entities/release/@x/track';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { EmptyState, mediaListStyles as m, Skeleton, tableStyles as t } from '@/shared/ui';
import type { Track } from '../api/track-api';
import { trackHref } from '../lib/hrefs';

const styles = {
  ...m,
  row: cx(m.row, css({ gridTemplateColumns: '[1.5rem 2.5rem minmax(0, 1fr) auto]' })),
  rank: css({ textStyle: 'figure.sm', color: 'fg.muted', textAlign: 'end' }),
  plays: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }),
  count: css({ textStyle: 'figure.sm', fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  unit: css({ textStyle: 'caption', fontWeight: 'normal', color: 'fg.muted' }),
};

export interface TopTracksListProps {
  tracks: readonly Track[] | undefined;
  loading?: boolean;
  /** How many rows (and skeleton rows while loading). */
  limit?: number;
  /** Each track's estimated earnings under its streams. */
  showEarnings?: boolean;
}

/** An artist's most played tracks: rank, cover, title, album and streams, most played first. */
export function TopTracksList({ tracks, loading = false, limit = 5, showEarnings = false }: TopTracksListProps) {
  if (loading || !tracks) {
    return (
      <ol className={styles.list} aria-busy="true" aria-label="Loading top tracks">
        {Array.from({ length: limit }, (_, index) => (
          <li key={index} className={styles.row}>
            <span className={styles.rank}>{index + 1}</span>
            <Skeleton width={40} height={40} />
            <Skeleton width="60%" height={18} />
            <Skeleton width={56} height={18} />
          </li>
        ))}
      </ol>
    );
  }
  if (tracks.length === 0) {
    return <EmptyState variant="inline" title="No tracks yet" description="Tracks show here once a platform reports their streams." />;
  }
  return (
    <ol className={styles.list} aria-label="Top tracks">
      {tracks.slice(0, limit).map((track, index) => (
        <li key={`${track.id}-${index}`} className={styles.row} data-testid="top-track">
          <span className={styles.rank}>{index + 1}</span>
          <ReleaseCover url={track.image ?? track.album?.image ?? null} size="sm" />
          <span className={styles.text}>
            <Link to={trackHref(track.id)} className={`${t.link} ${styles.title}`}>
              {track.name}
            </Link>
            <span className={styles.sub}>{track.album?.name ?? track.artists.map((artist) => artist.name).join(', ')}</span>
          </span>
          <span className={styles.plays}>
            <span className={styles.count}>
              {formatCount(track.streams)}
              {showEarnings && <span className={styles.unit}> streams</span>}
            </span>
            {showEarnings && track.estimatedEarnings ? (
              <EstimatedAmount value={track.estimatedEarnings} hideLabel className={styles.sub} />
            ) : (
              <span className={styles.sub}>streams</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
