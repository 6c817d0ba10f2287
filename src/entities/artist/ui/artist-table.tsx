import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, DataTable, tableStyles as t, type DataTableColumn, type DataTableProps } from '@/shared/ui';
import type { Artist } from '../api/artist-api';
import { verifiedPlatforms } from '../config/artist-config';
import { verificationPlatformLabel } from '../config/labels';

const styles = {
  identity: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
};

function VerifiedOn({ artist }: { artist: Artist }) {
  const verified = verifiedPlatforms(artist.isVerified);
  if (verified.length === 0) return <span className={t.muted}>Not verified</span>;
  return (
    <span className={styles.badges}>
      {verified.map((platform) => (
        <Badge key={platform} palette="success" size="sm">
          {verificationPlatformLabel(platform)}
        </Badge>
      ))}
    </span>
  );
}

/** An artist's name (linking to `hrefOf(artist)`), verifications, audience, earnings and when they were added. */
export function artistColumns(hrefOf: (artist: Artist) => string): readonly DataTableColumn<Artist>[] {
  return [
    {
      key: 'artist',
      header: 'Artist',
      rowHeader: true,
      cell: (artist) => (
        <div className={styles.identity}>
          <Avatar src={artist.image} name={artist.name} size="sm" />
          <Link to={hrefOf(artist)} className={t.link}>
            {artist.name}
          </Link>
        </div>
      ),
    },
    { key: 'verified', header: 'Verified on', cell: (artist) => <VerifiedOn artist={artist} /> },
    { key: 'listeners', header: 'Monthly listeners', numeric: true, cell: (artist) => formatCount(artist.monthlyListeners) },
    { key: 'earnings', header: 'Monthly earnings (estimated)', numeric: true, cell: (artist) => <EstimatedAmount value={artist.monthlyEarnings} hideLabel /> },
    { key: 'followers', header: 'Followers', numeric: true, cell: (artist) => formatCount(artist.followers) },
    { key: 'added', header: 'Added', cell: (artist) => (artist.createdAt ? formatMoment(artist.createdAt) : '—') },
  ];
}

export interface ArtistTableProps extends Omit<DataTableProps<Artist>, 'columns' | 'rowKey' | 'label'> {
  /** Where a row's name links to. */
  hrefOf: (artist: Artist) => string;
  label?: string;
}

/** A list of artists in its five states (see `DataTable`). */
export function ArtistTable({ hrefOf, label = 'Artists', ...table }: ArtistTableProps) {
  return (
    <DataTable
      label={label}
      columns={artistColumns(hrefOf)}
      rowKey={(artist) => artist._id}
      rowProps={() => ({ 'data-testid': 'artist-row' })}
      subject="artists"
      cards
      {...table}
    />
  );
}
