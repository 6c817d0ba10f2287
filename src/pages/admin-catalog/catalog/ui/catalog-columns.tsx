import { css } from 'styled-system/css';
import { platformLabel } from '@/entities/artist';
import { formatTrackLength } from '@/entities/track';
import { formatDateKey } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import type { DataTableColumn } from '@/shared/ui';
import type { CatalogItem } from '../api/admin-catalog-api';

const styles = {
  name: css({ minW: '48', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

/** The columns of the catalogue's tracks or albums. */
export function catalogColumns(type: 'track' | 'album'): readonly DataTableColumn<CatalogItem>[] {
  const tracks = type === 'track';
  return [
    {
      key: 'name',
      header: tracks ? 'Track' : 'Album',
      rowHeader: true,
      className: styles.name,
      cell: (item) => (
        <>
          <div>{item.name}</div>
          <div className={styles.secondary}>{tracks && item.album ? `${item.album.name} · ${platformLabel(item.platform)}` : platformLabel(item.platform)}</div>
        </>
      ),
    },
    { key: 'artists', header: 'Artists', cell: (item) => item.artists.map((artist) => artist.name).join(', ') || '—' },
    { key: 'code', header: tracks ? 'ISRC' : 'UPC', className: styles.nowrap, cell: (item) => (tracks ? item.isrc : item.upc) ?? '—' },
    { key: 'released', header: 'Released', className: styles.nowrap, cell: (item) => (item.releaseDate ? formatDateKey(item.releaseDate) : '—') },
    {
      key: 'length',
      header: tracks ? 'Duration' : 'Tracks',
      numeric: true,
      cell: (item) => (tracks ? formatTrackLength(item.durationMs) : formatCount(item.trackCount)),
    },
    { key: 'streams', header: 'Streams', numeric: true, cell: (item) => formatCount(item.streams) },
    { key: 'earnings', header: 'Estimated earnings', numeric: true, cell: (item) => <EstimatedAmount value={item.estimatedEarnings} hideLabel /> },
  ];
}
