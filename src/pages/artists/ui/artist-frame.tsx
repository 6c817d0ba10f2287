import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { artistQueries, verificationPlatformLabel, verifiedPlatforms } from '@/entities/artist';
import { Link, NavLink } from 'react-router';
import { Avatar, Badge, ErrorState, Skeleton, surfaceStyles as s, tabNavStyles } from '@/shared/ui';
import { artistPath, useArtistId } from '../lib/use-artist-id';

const styles = {
  header: css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }),
  name: css({ textStyle: '2xl', fontWeight: 'bold' }),
  back: css({ textStyle: 'sm', color: 'fg.muted', textDecoration: 'none', _hover: { color: 'fg.default' } }),
  badges: css({ display: 'flex', gap: '1', flexWrap: 'wrap', mt: '1' }),
};

const tabs = tabNavStyles();

const SECTIONS = [
  { section: '', label: 'Overview' },
  { section: 'catalog-browse', label: 'Catalog' },
  { section: 'catalog', label: 'Catalog management' },
  { section: 'discography', label: 'Discography' },
  { section: 'payouts', label: 'Payouts' },
  { section: 'unclaimed-royalties', label: 'Unclaimed royalties' },
  { section: 'usage', label: 'Usage' },
] as const;

/** Artist header and section tabs around every `/dashboard/artists/{id}/...` page. */
export function ArtistFrame({ children }: { children: ReactNode }) {
  const id = useArtistId();
  const artist = useQuery(artistQueries.detail(id));

  return (
    <div className={s.page}>
      <Link to="/dashboard/artists" className={styles.back}>
        ← All artists
      </Link>
      {artist.isError ? (
        <ErrorState title="Unable to load the artist" error={artist.error} onRetry={() => void artist.refetch()} />
      ) : (
        <header className={styles.header}>
          {artist.isPending ? (
            <>
              <Skeleton shape="circle" width={64} height={64} />
              <Skeleton width={220} height={32} />
            </>
          ) : (
            <>
              <Avatar src={artist.data.image} name={artist.data.name} size="xl" />
              <div>
                <h1 className={styles.name}>{artist.data.name}</h1>
                <div className={styles.badges}>
                  {verifiedPlatforms(artist.data.isVerified).map((platform) => (
                    <Badge key={platform} palette="success" size="sm">
                      Verified on {verificationPlatformLabel(platform)}
                    </Badge>
                  ))}
                </div>
              </div>
            </>
          )}
        </header>
      )}
      <nav aria-label="Artist sections">
        <ul className={tabs.list}>
          {SECTIONS.map(({ section, label }) => (
            <li key={section}>
              <NavLink to={artistPath(id, section)} end className={tabs.tab}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
