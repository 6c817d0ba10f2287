import { albumHref, trackHref, type TrackSummary } from '@/entities/track';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { tableStyles as t, type DataTableColumn } from '@/shared/ui';

/** A roster track: its title, artist and album (each a link), streams and estimated earnings. */
export const ROSTER_TRACK_COLUMNS: readonly DataTableColumn<TrackSummary>[] = [
  { key: 'title', header: 'Title', rowHeader: true, cell: (track) => <Link className={t.link} to={trackHref(track.id)}>{track.name}</Link> },
  { key: 'artist', header: 'Artist', cell: (track) => <Link className={t.link} to={`/dashboard/artists/${track.rosterArtist._id}`}>{track.rosterArtist.name}</Link> },
  { key: 'album', header: 'Album', cell: (track) => (track.album ? <Link className={t.link} to={albumHref(track.album.id)}>{track.album.name}</Link> : '—') },
  { key: 'streams', header: 'Streams', numeric: true, cell: (track) => formatCount(track.streams) },
  { key: 'earnings', header: 'Earnings (estimated)', numeric: true, cell: (track) => <EstimatedAmount value={track.estimatedEarnings} hideLabel /> },
];
