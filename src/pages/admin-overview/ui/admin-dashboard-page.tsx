import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { artistQueries } from '@/entities/artist';
import { releaseStatusLabel } from '@/entities/release';
import { $presenceFeedLoading, $presenceUserCount } from '@/entities/presence';
import { writerQueries } from '@/entities/writer';
import { formatDateKey, lastDays } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { ErrorState, PageHeader, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { adminOverviewQuery, type AdminOverview } from '../api/admin-overview-api';
import { adminTotalsQueries } from '../api/admin-totals';
import { ADMIN_TOOLS } from './admin-tools';

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
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  toolName: css({ fontWeight: 'semibold' }),
  toolText: css({ textStyle: 'sm', color: 'fg.muted' }),
  sectionTitle: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  statuses: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' }),
  status: css({
    display: 'inline-flex',
    gap: '2',
    alignItems: 'baseline',
    px: '3',
    py: '2',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    color: 'fg.default',
    textDecoration: 'none',
    textStyle: 'sm',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  statusCount: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
};

function Figure({ label, value, loading, to, linkLabel, hint }: {
  label: string;
  value: ReactNode;
  loading: boolean;
  to?: string;
  linkLabel?: string;
  hint?: ReactNode;
}) {
  return (
    <StatCard
      label={label}
      loading={loading}
      value={value}
      hint={
        to ? (
          <>
            {hint}
            {hint ? ' · ' : null}
            <Link className={t.link} to={to}>
              {linkLabel}
            </Link>
          </>
        ) : (
          hint
        )
      }
    />
  );
}

/** The release queue of one status (the "All releases" view filtered), or the review queue for pending ones. */
const releasesPath = (status: string) => (status === 'PENDING' ? '/admin/distribution' : `/admin/distribution?view=all&status=${status}`);

/** Accounts that signed up in the last `days` days (the users list, filtered from that day on). */
const newUsersPath = (days: number) => `/admin/users?createdFrom=${lastDays(days).from}`;

/** Users, releases, streams and email at a glance, each linking into its area. */
function OverviewFigures({ overview, loading, failed }: { overview: AdminOverview | undefined; loading: boolean; failed: boolean }) {
  const count = (value: number | undefined) => (failed ? 'Unavailable' : formatCount(value));
  const byStatus = (overview?.releases.byStatus ?? []).filter(({ count: n }) => n > 0);
  const month = overview?.streams.month;
  return (
    <>
      <section className={styles.section} aria-labelledby="admin-users">
        <h2 id="admin-users" className={styles.sectionTitle}>
          Users
        </h2>
        <div className={s.grid}>
          <Figure label="All accounts" loading={loading} value={count(overview?.users.total)} to="/admin/users" linkLabel="Manage users"
            hint={overview ? `${formatCount(overview.users.active)} active` : undefined} />
          <Figure label="New in the last 7 days" loading={loading} value={count(overview?.users.newLast7Days)} to={newUsersPath(7)} linkLabel="See them" />
          <Figure label="New in the last 30 days" loading={loading} value={count(overview?.users.newLast30Days)} to={newUsersPath(30)} linkLabel="See them" />
          <Figure label="Archived accounts" loading={loading} value={count(overview?.users.archived)} to="/admin/users?archived=true" linkLabel="See archived" />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="admin-releases">
        <h2 id="admin-releases" className={styles.sectionTitle}>
          Releases
        </h2>
        <div className={s.grid}>
          <Figure label="Pending review" loading={loading} value={count(overview?.releases.pendingReview)} to="/admin/distribution" linkLabel="Review them" />
          <Figure label="All releases" loading={loading} value={count(overview?.releases.total)} to="/admin/distribution?view=all" linkLabel="See them all" />
          <Figure
            label={month ? `Streams, ${formatDateKey(month)}` : 'Streams, latest month'}
            loading={loading}
            value={count(overview?.streams.streams)}
            hint={month ? 'The latest reported month' : overview ? 'No streams reported yet' : undefined}
          />
          <Figure
            label={month ? `Estimated earnings, ${formatDateKey(month)}` : 'Estimated earnings, latest month'}
            loading={loading}
            value={failed ? 'Unavailable' : <EstimatedAmount value={overview?.streams.estimatedEarnings} />}
            to="/admin/system-payout-rates"
            linkLabel="Payout rates"
            hint="An estimate from the payout rates"
          />
        </div>
        {byStatus.length > 0 && (
          <ul className={styles.statuses} aria-label="Releases by status">
            {byStatus.map(({ status, count: n }) => (
              <li key={status}>
                <Link className={styles.status} to={releasesPath(status)}>
                  <span>{releaseStatusLabel(status)}</span>{' '}
                  <span className={styles.statusCount}>{formatCount(n)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="admin-email">
        <h2 id="admin-email" className={styles.sectionTitle}>
          Email
        </h2>
        <div className={s.grid}>
          <Figure label="Emails sent, last 30 days" loading={loading} value={count(overview?.email.sentLast30Days)} to="/admin/email/activity" linkLabel="Activity" />
          <Figure label="Emails failed, last 30 days" loading={loading} value={count(overview?.email.failedLast30Days)} to="/admin/email/activity" linkLabel="See failures" />
          <Figure label="Campaigns sending" loading={loading} value={count(overview?.email.campaignsSending)} to="/admin/email/campaigns" linkLabel="Campaigns" />
          <Figure label="Subscribers" loading={loading} value={count(overview?.email.subscribers)} to="/admin/email/subscribers" linkLabel="Subscribers" />
        </div>
      </section>
    </>
  );
}

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

  return (
    <div className={s.page}>
      <title>Admin dashboard · Royalty Desk</title>
      <PageHeader title="Admin dashboard" subtitle="Royalty Desk at a glance" />
      <section className={styles.section} aria-labelledby="admin-now">
        <h2 id="admin-now" className={styles.sectionTitle}>
          Right now
        </h2>
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
      </section>
      {overview.isError && (
        <ErrorState title="Unable to load the headline figures" error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      <OverviewFigures overview={overview.data} loading={overview.isPending} failed={overview.isError} />
      <section className={styles.section} aria-labelledby="admin-catalogue">
        <h2 id="admin-catalogue" className={styles.sectionTitle}>
          Catalogue
        </h2>
        <div className={s.grid}>
          <Figure
            label="Artists"
            loading={artists.isPending}
            value={count(artists.data?.total, artists.isError)}
            to="/admin/artists"
            linkLabel="Manage artists"
          />
          <Figure
            label="Writers"
            loading={writers.isPending}
            value={count(writers.data?.total, writers.isError)}
            to="/admin/writers"
            linkLabel="Manage writers"
          />
          <Figure label="Tracks" loading={tracks.isPending} value={count(tracks.data, tracks.isError)} to="/admin/catalog" linkLabel="Catalog" />
          <Figure label="Albums" loading={albums.isPending} value={count(albums.data, albums.isError)} to="/admin/catalog" linkLabel="Catalog" />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="admin-tools">
        <h2 id="admin-tools" className={styles.sectionTitle}>
          Admin tools
        </h2>
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
      </section>
    </div>
  );
}
