import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import {
  emailAnalyticsQueries,
  emailCampaignQueries,
  emailListQueries,
  emailSubscriberQueries,
  formatRate,
  type EmailCampaignPerformance,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { EmptyState, ErrorState, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { EMAIL_PAGES } from './email-nav';
import { EmailPage } from './email-page';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/admin/email/campaigns': 'Write, test, send or schedule campaigns and follow their sending.',
  '/admin/email-lists': 'Mailing lists and their members; add people by pasting addresses.',
  '/admin/email/subscribers': 'Every address, its status, preferences and history.',
  '/admin/email/segments': 'Saved rules over subscribers, with a live count.',
  '/admin/email/activity': 'Every send, delivery, open, click and unsubscribe.',
  '/admin/email/analytics': 'Open and click rates over time and per campaign.',
  '/admin/email/list-analytics': 'How each list grows and engages.',
};

const styles = {
  links: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }),
  linkCard: css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', textDecoration: 'none', color: 'fg.default', _hover: { bg: 'bg.subtle' }, focusVisibleOutline: 'flush' }),
  linkTitle: css({ fontWeight: 'semibold' }),
  linkText: css({ textStyle: 'sm', color: 'fg.muted' }),
  facts: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, '& dt': { textStyle: 'label', color: 'fg.muted' }, '& dd': { textStyle: 'figure.md' } }),
  head: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between', alignItems: 'baseline' }),
};

/** A total from a one-item page of a list endpoint. */
const totalOf = (page: { total: number } | undefined) => (page === undefined ? '' : formatCount(page.total));

function LastCampaign({ last }: { last: EmailCampaignPerformance }) {
  const { campaign, metrics, rates } = last;
  return (
    <section className={s.card} aria-labelledby="last-campaign">
      <div className={styles.head}>
        <h2 id="last-campaign" className={s.sectionTitle}>
          Last campaign: {campaign.name}
        </h2>
        {campaign.sentAt && <span className={t.muted}>Sent {formatMoment(campaign.sentAt, { withTime: true })}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Sent</dt>
          <dd>{formatCount(metrics.sent)}</dd>
        </div>
        <div>
          <dt>Open rate</dt>
          <dd>{formatRate(rates.openRate)}</dd>
        </div>
        <div>
          <dt>Click rate</dt>
          <dd>{formatRate(rates.clickRate)}</dd>
        </div>
        <div>
          <dt>Unsubscribed</dt>
          <dd>{formatCount(metrics.unsubscribes)}</dd>
        </div>
      </dl>
      <Link to={`/admin/email/analytics/${campaign._id}`} className={t.link}>
        See its analytics
      </Link>
    </section>
  );
}

/** `/admin/email`: headline figures of email and the way into every email page. */
export function AdminEmailPage() {
  const subscribers = useQuery(emailSubscriberQueries.list({ limit: 1, status: 'subscribed' }));
  const lists = useQuery(emailListQueries.list({ limit: 1 }));
  const sending = useQuery(emailCampaignQueries.list({ limit: 1, status: 'sending' }));
  const scheduled = useQuery(emailCampaignQueries.list({ limit: 1, status: 'scheduled' }));
  const analytics = useQuery(emailAnalyticsQueries.overview());
  const failed = [subscribers, lists, sending, scheduled].find((query) => query.isError);
  const last = analytics.data?.campaigns[0];

  return (
    <EmailPage
      title="Email"
      subtitle="Lists, subscribers, segments and campaigns."
      actions={
        <Link to="/admin/email/campaigns?compose=new" className={button()}>
          New campaign
        </Link>
      }
    >
      {failed ? (
        <ErrorState title="Unable to load the email figures" error={failed.error} onRetry={() => [subscribers, lists, sending, scheduled].forEach((query) => void query.refetch())} />
      ) : (
        <div className={s.grid}>
          <StatCard label="Subscribers" value={totalOf(subscribers.data)} hint="Subscribed addresses" loading={subscribers.isPending} />
          <StatCard label="Lists" value={totalOf(lists.data)} loading={lists.isPending} />
          <StatCard label="Sending now" value={totalOf(sending.data)} hint="Campaigns" loading={sending.isPending} />
          <StatCard label="Scheduled" value={totalOf(scheduled.data)} hint="Campaigns" loading={scheduled.isPending} />
        </div>
      )}
      {analytics.isError ? (
        <ErrorState title="Unable to load the last campaign’s results" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : analytics.isPending ? null : last ? (
        <LastCampaign last={last} />
      ) : (
        <EmptyState
          title="No campaign sent in the last 30 days"
          description="Its results show here once one goes out."
          action={<Link to="/admin/email/campaigns?compose=new" className={button({ variant: 'outline' })}>Write a campaign</Link>}
        />
      )}
      <nav aria-label="Email areas" className={styles.links}>
        {EMAIL_PAGES.filter((page) => page.to !== '/admin/email').map((page) => (
          <Link key={page.to} to={page.to} className={styles.linkCard}>
            <span className={styles.linkTitle}>{page.label}</span>
            <span className={styles.linkText}>{DESCRIPTIONS[page.to]}</span>
          </Link>
        ))}
      </nav>
    </EmailPage>
  );
}
