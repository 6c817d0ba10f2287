import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ArtistHeader, artistQueries } from '@/entities/artist';
import { Link, NavLink } from 'react-router';
import { ErrorState, surfaceStyles as s, tabNavStyles } from '@/shared/ui';
import { artistPath, useArtistId } from '../lib/use-artist-id';

const styles = {
  back: css({ textStyle: 'sm', color: 'fg.muted', textDecoration: 'none', _hover: { color: 'fg.default' } }),
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
        <ArtistHeader artist={artist.data} loading={artist.isPending} />
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
