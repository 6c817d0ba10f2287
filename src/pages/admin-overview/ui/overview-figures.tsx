import { css } from 'styled-system/css';
import { releaseStatusLabel } from '@/entities/release';
import { formatDateKey, lastDays } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { surfaceStyles as s, TitledSection } from '@/shared/ui';
import type { AdminOverview } from '../api/admin-overview-api';
import { Figure, type FigureProps } from './figure';

const styles = {
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
    focusVisibleOutline: 'flush',
  }),
  statusCount: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
};

/** The review queue for pending releases; the "All releases" view filtered by status otherwise. */
const releasesPath = (status: string) =>
  status === 'PENDING' ? '/admin/distribution' : `/admin/distribution?view=all&status=${status}`;

/** Accounts that signed up in the last `days` days (the users list, filtered from that day on). */
const newUsersPath = (days: number) => `/admin/users?createdFrom=${lastDays(days).from}`;

type FigureSpec = Omit<FigureProps, 'loading'>;

function FigureGrid({ figures, loading }: { figures: readonly FigureSpec[]; loading: boolean }) {
  return (
    <div className={s.grid}>
      {figures.map((figure) => (
        <Figure key={figure.label} {...figure} loading={loading} />
      ))}
    </div>
  );
}

export interface OverviewFiguresProps {
  overview: AdminOverview | undefined;
  loading: boolean;
  failed: boolean;
}

/** Users, releases, streams and email at a glance (`GET /admin/overview`), each linking into its area. */
export function OverviewFigures({ overview, loading, failed }: OverviewFiguresProps) {
  const count = (value: number | undefined) => (failed ? 'Unavailable' : formatCount(value));
  const byStatus = (overview?.releases.byStatus ?? []).filter(({ count: n }) => n > 0);
  const month = overview?.streams.month;
  const ofMonth = month ? formatDateKey(month) : 'last full month';
  const users: FigureSpec[] = [
    {
      label: 'All accounts',
      value: count(overview?.users.total),
      hint: overview ? `${formatCount(overview.users.active)} active` : undefined,
      to: '/admin/users',
      linkLabel: 'Manage users',
    },
    { label: 'New in the last 7 days', value: count(overview?.users.newLast7Days), to: newUsersPath(7), linkLabel: 'See them' },
    { label: 'New in the last 30 days', value: count(overview?.users.newLast30Days), to: newUsersPath(30), linkLabel: 'See them' },
    { label: 'Archived accounts', value: count(overview?.users.archived), to: '/admin/users?archived=true', linkLabel: 'See archived' },
  ];
  const releases: FigureSpec[] = [
    { label: 'Pending review', value: count(overview?.releases.pendingReview), to: '/admin/distribution', linkLabel: 'Review them' },
    { label: 'All releases', value: count(overview?.releases.total), to: '/admin/distribution?view=all', linkLabel: 'See them all' },
    {
      label: `Streams, ${ofMonth}`,
      value: count(overview?.streams.streams),
      // Analytics counts the same streams over the days it is asked for (the last 30 by default).
      hint: 'Calendar month, every artist on a roster, all platforms',
      to: '/admin/analytics',
      linkLabel: 'Analytics',
    },
    {
      label: `Estimated earnings, ${ofMonth}`,
      value: failed ? 'Unavailable' : <EstimatedAmount value={overview?.streams.estimatedEarnings} />,
      hint: 'Those streams at the payout rates',
      to: '/admin/system-payout-rates',
      linkLabel: 'Payout rates',
    },
  ];
  const email: FigureSpec[] = [
    { label: 'Emails sent, last 30 days', value: count(overview?.email.sentLast30Days), to: '/admin/email/activity', linkLabel: 'Activity' },
    { label: 'Emails failed, last 30 days', value: count(overview?.email.failedLast30Days), to: '/admin/email/activity', linkLabel: 'See failures' },
    { label: 'Campaigns sending', value: count(overview?.email.campaignsSending), to: '/admin/email/campaigns', linkLabel: 'Campaigns' },
    { label: 'Subscribers', value: count(overview?.email.subscribers), to: '/admin/email/subscribers', linkLabel: 'Subscribers' },
  ];
  return (
    <>
      <TitledSection id="admin-users" title="Users" surface="plain">
        <FigureGrid figures={users} loading={loading} />
      </TitledSection>
      <TitledSection id="admin-releases" title="Releases" surface="plain">
        <FigureGrid figures={releases} loading={loading} />
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
      </TitledSection>
      <TitledSection id="admin-email" title="Email" surface="plain">
        <FigureGrid figures={email} loading={loading} />
      </TitledSection>
    </>
  );
}
