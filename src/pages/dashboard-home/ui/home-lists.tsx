import type { UseQueryResult } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Link } from 'react-router';
import type { ArtistOverview } from '@/entities/artist';
import { isSubmittedStatus, ReleaseRows, type ReleaseSummaryPage } from '@/entities/release';
import { TopTracksList } from '@/entities/track';
import { formatUsDate } from '@/shared/lib/dates';
import { EmptyState, ErrorState, surfaceStyles as s, tableStyles as t } from '@/shared/ui';

const styles = {
  columns: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
  head: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  groupTitle: css({ textStyle: 'overline', color: 'fg.muted' }),
  note: css({ textStyle: 'caption', color: 'fg.muted' }),
};

function TopTracksCard({ artistId, overview }: { artistId: string; overview: UseQueryResult<ArtistOverview> }) {
  return (
    <section className={s.card} aria-labelledby="home-top-tracks">
      <div className={styles.head}>
        <h2 id="home-top-tracks" className={s.sectionTitle}>
          Top tracks
        </h2>
        <span className={styles.note}>Last 12 months</span>
      </div>
      {overview.isError ? (
        <ErrorState variant="inline" title="Unable to load the top tracks" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <TopTracksList tracks={overview.data?.topTracks} loading={overview.isPending} />
      )}
      <Link to={`/dashboard/artists/${artistId}/catalog-browse`} className={t.link}>
        All tracks →
      </Link>
    </section>
  );
}

function ReleasesCard({ releases, now }: { releases: UseQueryResult<ReleaseSummaryPage>; now: string }) {
  // Another artist's list, kept while this one's loads, is not shown as this artist's.
  const items = releases.isPlaceholderData ? undefined : releases.data?.items;
  const upcoming = items?.filter((release) => release.releaseDate !== null && release.releaseDate > now && isSubmittedStatus(release.status));
  const latest = items?.filter((release) => !upcoming?.includes(release));
  return (
    <section className={s.card} aria-labelledby="home-releases">
      <h2 id="home-releases" className={s.sectionTitle}>
        Releases
      </h2>
      {releases.isError ? (
        <ErrorState variant="inline" title="Unable to load the releases" error={releases.error} onRetry={() => void releases.refetch()} />
      ) : items?.length === 0 ? (
        <EmptyState variant="inline" title="No releases yet" description="Your releases of this artist show here with their status." />
      ) : (
        <>
          {(upcoming === undefined || upcoming.length > 0) && (
            <div className={styles.group}>
              <h3 className={styles.groupTitle}>Upcoming</h3>
              <ReleaseRows
                label="Upcoming releases"
                releases={upcoming}
                skeletonRows={1}
                dateLine={(release) => `Goes live ${formatUsDate(release.releaseDate!, { zone: 'utc' })}`}
              />
            </div>
          )}
          {(latest === undefined || latest.length > 0) && (
            <div className={styles.group}>
              <h3 className={styles.groupTitle}>Latest</h3>
              <ReleaseRows label="Latest releases" releases={latest} skeletonRows={3} />
            </div>
          )}
        </>
      )}
      <Link to="/dashboard/releases/management" className={t.link}>
        All releases →
      </Link>
    </section>
  );
}

/** The artist home's top tracks and releases, side by side from `lg`. */
export function HomeLists({
  artistId,
  overview,
  releases,
  now,
}: {
  artistId: string;
  overview: UseQueryResult<ArtistOverview>;
  releases: UseQueryResult<ReleaseSummaryPage>;
  now: string;
}) {
  return (
    <div className={styles.columns}>
      <TopTracksCard artistId={artistId} overview={overview} />
      <ReleasesCard releases={releases} now={now} />
    </div>
  );
}
