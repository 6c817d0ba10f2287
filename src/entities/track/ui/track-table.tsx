import { css } from 'styled-system/css';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, TableFrame, tableStyles as t } from '@/shared/ui';
import type { Track } from '../api/track-api';
import { formatTrackLength } from '../config/track-config';
import { albumHref, trackHref } from '../lib/hrefs';

const styles = {
  identity: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  sub: css({ textStyle: 'xs', color: 'fg.muted' }),
};

export interface TrackTableProps {
  tracks: readonly Track[];
  /** Number of the first row (for paged lists). */
  startIndex?: number;
  caption?: string;
  /** Hide the album column (on an album's own page). */
  hideAlbum?: boolean;
}


/** Catalogue tracks: title, album, duration, streams and estimated earnings. */
export function TrackTable({ tracks, startIndex = 1, caption = 'Tracks', hideAlbum = false }: TrackTableProps) {
  return (
    <TableFrame label={caption}>
      <table className={t.table}>
        <caption className={t.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${t.th} ${t.numeric}`}>#</th>
            <th scope="col" className={t.th}>Title</th>
            {!hideAlbum && <th scope="col" className={t.th}>Album</th>}
            <th scope="col" className={`${t.th} ${t.numeric}`}>Duration</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track, index) => (
            <tr key={`${track.id}-${index}`} data-testid="track-row">
              <td className={`${t.td} ${t.numeric} ${t.muted}`}>{startIndex + index}</td>
              <td className={t.td}>
                <div className={styles.identity}>
                  <Avatar src={track.image ?? track.album?.image} name={track.name} size="sm" />
                  <div>
                    <Link to={trackHref(track.id)} className={t.link}>
                      {track.name}
                    </Link>{' '}
                    {track.explicit && (
                      <Badge size="sm" aria-label="Explicit">
                        E
                      </Badge>
                    )}
                    <div className={styles.sub}>{track.artists.map((artist) => artist.name).join(', ')}</div>
                  </div>
                </div>
              </td>
              {!hideAlbum && (
                <td className={t.td}>
                  {track.album ? (
                    <Link to={albumHref(track.album.id)} className={t.link}>
                      {track.album.name}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td className={`${t.td} ${t.numeric}`}>{formatTrackLength(track.durationMs)}</td>
              <td className={`${t.td} ${t.numeric}`}>{formatCount(track.streams)}</td>
              <td className={`${t.td} ${t.numeric}`}>
                <EstimatedAmount value={track.estimatedEarnings} hideLabel />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
