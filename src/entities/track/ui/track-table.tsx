import { css } from 'styled-system/css';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, DataTable, tableStyles as t, type DataTableColumn, type DataTableProps } from '@/shared/ui';
import type { Track } from '../api/track-api';
import { formatTrackLength } from '../config/track-config';
import { albumHref, trackHref } from '../lib/hrefs';

const styles = {
  identity: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  sub: css({ textStyle: 'caption', color: 'fg.muted' }),
};

function TrackTitle({ track }: { track: Track }) {
  return (
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
  );
}

/** Number, title, album (unless `hideAlbum`), duration, streams and estimated earnings; rows are numbered from `startIndex`. */
export function trackColumns({ startIndex = 1, hideAlbum = false }: { startIndex?: number; hideAlbum?: boolean } = {}): readonly DataTableColumn<Track>[] {
  const album: DataTableColumn<Track> = {
    key: 'album',
    header: 'Album',
    cell: (track) =>
      track.album ? (
        <Link to={albumHref(track.album.id)} className={t.link}>
          {track.album.name}
        </Link>
      ) : (
        '—'
      ),
  };
  return [
    { key: 'number', header: '#', numeric: true, label: false, className: t.muted, cell: (_track, index) => startIndex + index },
    { key: 'title', header: 'Title', rowHeader: true, cell: (track) => <TrackTitle track={track} /> },
    ...(hideAlbum ? [] : [album]),
    { key: 'duration', header: 'Duration', numeric: true, cell: (track) => formatTrackLength(track.durationMs) },
    { key: 'streams', header: 'Streams', numeric: true, cell: (track) => formatCount(track.streams) },
    { key: 'earnings', header: 'Earnings (estimated)', numeric: true, cell: (track) => <EstimatedAmount value={track.estimatedEarnings} hideLabel /> },
  ];
}

export interface TrackTableProps extends Omit<DataTableProps<Track>, 'columns' | 'rowKey' | 'label'> {
  label?: string;
  /** Number of the first row; by default the first of the page (`pagination`), else 1. */
  startIndex?: number;
  /** Hide the album column (on an album's own page). */
  hideAlbum?: boolean;
}

/** Catalogue tracks in their five states (see `DataTable`): title, album, duration, streams and estimated earnings. */
export function TrackTable({ label = 'Tracks', startIndex, hideAlbum, ...table }: TrackTableProps) {
  const first = startIndex ?? (table.pagination ? (table.pagination.page - 1) * table.pagination.pageSize + 1 : 1);
  return (
    <DataTable
      label={label}
      columns={trackColumns({ startIndex: first, hideAlbum })}
      // A track may come twice in a list (a writer's credits): its place keeps the rows apart.
      rowKey={(track, index) => `${track.id}-${index}`}
      rowProps={() => ({ 'data-testid': 'track-row' })}
      loadingLabel="Loading tracks"
      cards
      {...table}
    />
  );
}
