import { css } from 'styled-system/css';
import { formatCount } from '@/shared/lib/money';
import { EmptyState, ErrorState, PageHeader, Skeleton, StatCard, surfaceStyles as s } from '@/shared/ui';
import { BarList, type BarListItem } from '@/shared/ui/bar-list';
import type { RealtimeAnalytics } from '../api/realtime-stream';
import { deviceLabel, pageLabelFromPath } from '@/shared/neutral';
import { eventTypeLabel } from '../config/labels';
import { summaryOf, useThrottledText } from '../model/live-summary';
import { useRealtimeAnalytics } from '../model/use-realtime-analytics';
import { LiveIndicator } from './live-indicator';
import { MinuteBars } from './minute-bars';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  srOnly: css({ srOnly: true }),
  big: css({ textStyle: 'figure.hero', fontSize: { base: '2xl', md: '4xl' } }),
  columns: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' } }),
};

/** `/admin/realtime-analytics`: who is using the app right now, moving without reloading. */
export function AdminRealtimeAnalyticsPage() {
  const { snapshot, state } = useRealtimeAnalytics();
  const summary = useThrottledText(snapshot ? summaryOf(snapshot) : '');

  return (
    <div className={s.page}>
      <title>{`Realtime analytics · ${PRODUCT_NAME}`}</title>
      <PageHeader title="Realtime analytics" subtitle={`Who is using ${PRODUCT_NAME} right now, and what they do.`} actions={<LiveIndicator state={state} />} />
      <div className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {summary}
      </div>
      {snapshot ? (
        <LiveFigures snapshot={snapshot} />
      ) : state === 'refused' ? (
        <ErrorState title="The live figures are for admins only" error="Sign in with an admin account to see them." />
      ) : state === 'reconnecting' ? (
        <ErrorState
          title="Unable to reach the live figures"
          error="Trying again on its own. Check your connection, or reload the page."
          onRetry={() => window.location.reload()}
        />
      ) : (
        <div className={s.grid} aria-busy="true" aria-label="Loading the live figures">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={112} />
          ))}
        </div>
      )}
    </div>
  );
}

function LiveFigures({ snapshot }: { snapshot: RealtimeAnalytics }) {
  const pageViews = snapshot.pageViewsPerMinute.map((entry) => ({ minute: entry.minute, count: entry.views }));
  const events = snapshot.eventsPerMinute.map((entry) => ({ minute: entry.minute, count: entry.events }));
  return (
    <>
      <section className={s.grid} aria-label="Right now">
        <StatCard label="Users online" value={<span className={styles.big}>{formatCount(snapshot.onlineUsers)}</span>} />
        <StatCard label="Away" value={formatCount(snapshot.awayUsers)} hint="Signed in, tab in the background" />
        <StatCard label="Page views this minute" value={formatCount(pageViews.at(-1)?.count ?? 0)} />
        <StatCard label="Events this minute" value={formatCount(events.at(-1)?.count ?? 0)} />
      </section>
      <div className={styles.columns}>
        <MinuteBars title="Page views per minute" noun="page views" values={pageViews} />
        <MinuteBars title="Events per minute" noun="events" values={events} />
      </div>
      <div className={styles.columns}>
        <CountCard title="Top pages, last 5 minutes" empty="No page views in the last 5 minutes." counts={snapshot.topPages.map((page) => ({ key: page.path, label: pageLabelFromPath(page.path), value: page.views }))} />
        <CountCard title="Where people are now" empty="Nobody is online right now." counts={snapshot.byPage.map((page) => ({ key: page.path, label: pageLabelFromPath(page.path), value: page.users }))} />
        <CountCard title="Top events, last 30 minutes" empty="No events in the last 30 minutes." counts={snapshot.topEvents.map((event) => ({ key: event.type, label: eventTypeLabel(event.type), value: event.count }))} />
        <CountCard
          title="Devices"
          empty="Nobody is online right now."
          counts={snapshot.activeUsers > 0 ? snapshot.byDevice.filter((device) => device.users > 0).map((device) => ({ key: device.type, label: deviceLabel(device.type), value: device.users })) : []}
        />
      </div>
    </>
  );
}

/** A titled card of counts as bars, in the order given; `empty` when there is none. */
function CountCard({ title, empty, counts }: { title: string; empty: string; counts: readonly Omit<BarListItem, 'display'>[] }) {
  return (
    <section className={s.card} aria-label={title}>
      <h2 className={s.sectionTitle}>{title}</h2>
      {counts.length > 0 ? <BarList label={title} items={counts.map((count) => ({ ...count, display: formatCount(count.value) }))} /> : <EmptyState variant="inline" title={empty} />}
    </section>
  );
}
