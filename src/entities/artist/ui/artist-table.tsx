import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, TableFrame, tableStyles as t } from '@/shared/ui';
import type { Artist } from '../api/artist-api';
import { verifiedPlatforms } from '../config/artist-config';
import { verificationPlatformLabel } from '../config/labels';

const styles = {
  identity: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
};

export interface ArtistTableProps {
  artists: readonly Artist[];
  /** Where a row's name links to. */
  hrefOf: (artist: Artist) => string;
  caption?: string;
}

export function ArtistTable({ artists, hrefOf, caption = 'Artists' }: ArtistTableProps) {
  return (
    <TableFrame label={caption}>
      <table className={t.table}>
        <caption className={t.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Verified on</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Monthly listeners</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Monthly earnings (estimated)</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Followers</th>
            <th scope="col" className={t.th}>Added</th>
          </tr>
        </thead>
        <tbody>
          {artists.map((artist) => {
            const verified = verifiedPlatforms(artist.isVerified);
            return (
              <tr key={artist._id} data-testid="artist-row">
                <td className={t.td}>
                  <div className={styles.identity}>
                    <Avatar src={artist.image} name={artist.name} size="sm" />
                    <Link to={hrefOf(artist)} className={t.link}>
                      {artist.name}
                    </Link>
                  </div>
                </td>
                <td className={t.td}>
                  {verified.length === 0 ? (
                    <span className={t.muted}>Not verified</span>
                  ) : (
                    <span className={styles.badges}>
                      {verified.map((platform) => (
                        <Badge key={platform} palette="success" size="sm">
                          {verificationPlatformLabel(platform)}
                        </Badge>
                      ))}
                    </span>
                  )}
                </td>
                <td className={`${t.td} ${t.numeric}`}>{formatCount(artist.monthlyListeners)}</td>
                <td className={`${t.td} ${t.numeric}`}>
                  <EstimatedAmount value={artist.monthlyEarnings} hideLabel />
                </td>
                <td className={`${t.td} ${t.numeric}`}>{formatCount(artist.followers)}</td>
                <td className={t.td}>{artist.createdAt ? formatMoment(artist.createdAt) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
