import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { artistQueries } from '@/entities/artist';
import { $presenceFeedLoading, $presenceUserCount } from '@/entities/presence';
import { writerQueries } from '@/entities/writer';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { PageHeader, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { adminTotalsQueries } from '../api/admin-totals';

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
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
};

/** The admin pages that are built, with what each is for. */
const ADMIN_TOOLS = [
  { to: '/admin/artists', name: 'Artists', text: 'Search, filter and export every artist in the catalogue.' },
  { to: '/admin/writers', name: 'Writers', text: 'Every songwriter, with their IPI number, society and credits.' },
  { to: '/admin/presence', name: 'Presence', text: 'Who is using Royalty Desk right now, on which page and device.' },
] as const;

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

/** `/admin`: the admin's landing page, with live and catalogue figures and the admin tools built so far. */
export function AdminDashboardPage() {
  const [online, feedLoading] = useUnit([$presenceUserCount, $presenceFeedLoading]);
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
          />
        </div>
      </section>
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
          <Figure label="Tracks" loading={tracks.isPending} value={count(tracks.data, tracks.isError)} />
          <Figure label="Albums" loading={albums.isPending} value={count(albums.data, albums.isError)} />
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
