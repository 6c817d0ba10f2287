import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { css } from 'styled-system/css';
import { artistQueries } from '@/entities/artist';
import { $presenceFeedLoading, $presenceUserCount } from '@/entities/presence';
import { writerQueries } from '@/entities/writer';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { ErrorState, PageHeader, surfaceStyles as s, TitledSection } from '@/shared/ui';
import { adminOverviewQuery } from '../api/admin-overview-api';
import { adminTotalsQueries } from '../api/admin-totals';
import { ADMIN_TOOLS } from './admin-tools';
import { Figure } from './figure';
import { OverviewFigures } from './overview-figures';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  tools: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: 'repeat(3, minmax(0, 1fr))' },
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  tool: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    h: 'full',
    p: '5',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { bg: 'bg.subtle' },
    focusVisibleOutline: 'flush',
  }),
  toolName: css({ fontWeight: 'semibold' }),
  toolText: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** `/admin`: the admin's landing page, with live, account, release, email and catalogue figures and every admin tool. */
export function AdminDashboardPage() {
  const [online, feedLoading] = useUnit([$presenceUserCount, $presenceFeedLoading]);
  const overview = useQuery(adminOverviewQuery());
  const artists = useQuery(artistQueries.total());
  const writers = useQuery(writerQueries.total());
  const tracks = useQuery(adminTotalsQueries.catalog('track'));
  const albums = useQuery(adminTotalsQueries.catalog('album'));
  const unclaimed = useQuery(adminTotalsQueries.unclaimedRoyalties());
  const count = (value: number | undefined, failed: boolean) => (failed ? 'Unavailable' : formatCount(value));
  const catalogue = [
    { label: 'Artists', request: artists, total: artists.data?.total, to: '/admin/artists', linkLabel: 'Manage artists' },
    { label: 'Writers', request: writers, total: writers.data?.total, to: '/admin/writers', linkLabel: 'Manage writers' },
    { label: 'Tracks', request: tracks, total: tracks.data, to: '/admin/catalog', linkLabel: 'Catalog' },
    { label: 'Albums', request: albums, total: albums.data, to: '/admin/catalog', linkLabel: 'Catalog' },
  ];

  return (
    <div className={s.page}>
      <title>{`Admin dashboard · ${PRODUCT_NAME}`}</title>
      <PageHeader title="Admin dashboard" subtitle={`${PRODUCT_NAME} at a glance`} />
      <TitledSection id="admin-now" title="Right now" surface="plain">
        <div className={s.grid}>
          <Figure
            label="Users online"
            loading={feedLoading}
            value={formatCount(online)}
            to="/admin/presence"
            linkLabel="See who"
          />
          <Figure
            label="Unclaimed royalties"
            loading={unclaimed.isPending}
            value={unclaimed.isError ? 'Unavailable' : <EstimatedAmount value={unclaimed.data?.estimatedAmount} />}
            hint={unclaimed.data ? `${formatCount(unclaimed.data.count)} lines` : undefined}
            to="/admin/mlc"
            linkLabel="MLC"
          />
        </div>
      </TitledSection>
      {overview.isError && (
        <ErrorState title="Unable to load the headline figures" error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      <OverviewFigures overview={overview.data} loading={overview.isPending} failed={overview.isError} />
      <TitledSection id="admin-catalogue" title="Catalogue" surface="plain">
        <div className={s.grid}>
          {catalogue.map((figure) => (
            <Figure key={figure.label} label={figure.label} loading={figure.request.isPending} value={count(figure.total, figure.request.isError)} to={figure.to} linkLabel={figure.linkLabel} />
          ))}
        </div>
      </TitledSection>
      <TitledSection id="admin-tools" title="Admin tools" surface="plain">
        <ul className={styles.tools}>
          {ADMIN_TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link className={styles.tool} to={tool.to}>
                <span className={styles.toolName}>{tool.name}</span>
                <span className={styles.toolText}>{tool.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
