import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { CampaignStatusBadge, emailAnalyticsQueries, formatRate, type EmailCampaignAnalytics } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { Link, useParams } from 'react-router';
import { countColumns, DataTable, dateColumn, pendingLine, Skeleton, StatCard, surfaceStyles as s, type DataTableColumn, TitledSection } from '@/shared/ui';
import { MetricCards } from './analytics-parts';
import { BackLink, EmailPageFailure } from './email-parts';
import { EmailPage, linkButton } from './email-page';

const STAGE_LABELS = { sent: 'Sent', delivered: 'Delivered', opened: 'Opened', clicked: 'Clicked' } as const;

const styles = {
  funnel: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  stage: css({ display: 'grid', gridTemplateColumns: '[6rem minmax(0, 1fr) auto]', gap: '3', alignItems: 'center', textStyle: 'sm' }),
  bar: css({ h: '3', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' }),
  fill: css({ h: 'full', bg: 'accent.default' }),
  figure: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  url: css({ overflowWrap: 'anywhere', maxW: 'md' }),
};

function Funnel({ funnel }: { funnel: EmailCampaignAnalytics['funnel'] }) {
  return (
    <TitledSection id="funnel-title" title="From sent to clicked">
      <ul className={styles.funnel}>
        {funnel.map((stage) => (
          <li key={stage.stage} className={styles.stage}>
            <span>{STAGE_LABELS[stage.stage]}</span>
            <div className={styles.bar} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${Math.round(stage.rateOfSent * 100)}%` }} />
            </div>
            <span className={styles.figure}>
              {formatCount(stage.count)} ({formatRate(stage.rateOfSent)})
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

type SeriesPoint = EmailCampaignAnalytics['series']['points'][number];
type TopLink = EmailCampaignAnalytics['topLinks'][number];

const overTimeColumns = countColumns<SeriesPoint>({ delivered: 'Delivered', opens: 'Opens', clicks: 'Clicks', bounces: 'Bounces', unsubscribes: 'Unsubscribes' });

const topLinkColumns: DataTableColumn<TopLink>[] = [
  { key: 'url', header: 'Link', rowHeader: true, className: styles.url, cell: (link) => link.url },
  ...countColumns<TopLink>({ clicks: 'Clicks', uniqueClicks: 'People' }),
];

function OverTime({ series }: { series: EmailCampaignAnalytics['series'] }) {
  const rows = series.points.filter((point) => point.delivered + point.opens + point.clicks + point.bounces + point.unsubscribes > 0);
  const label = series.granularity === 'hour' ? 'Opens and clicks by hour' : 'Opens and clicks by day';
  return (
    <TitledSection id="over-time" title={label} surface="page">
      <DataTable
        label={label}
        cards
        columns={[
          dateColumn<SeriesPoint>('at', series.granularity === 'hour' ? 'Hour' : 'Day', (point) => point.at, { withTime: series.granularity === 'hour', rowHeader: true }),
          ...overTimeColumns,
        ]}
        rowKey={(point) => point.at}
        rows={rows}
        empty={{ title: 'No opens or clicks yet', description: 'They show here as recipients read the email.' }}
      />
    </TitledSection>
  );
}

function TopLinks({ links }: { links: EmailCampaignAnalytics['topLinks'] }) {
  return (
    <TitledSection id="top-links" title="Most clicked links" surface="page">
      <DataTable
        label="Most clicked links"
        cards
        columns={topLinkColumns}
        rowKey={(link) => link.url}
        rows={links}
        empty={{ title: 'No clicks yet', description: 'Links in the content are tracked; clicks show here.' }}
      />
    </TitledSection>
  );
}

/** `/admin/email/analytics/:campaignId`: one campaign's figures, rates, funnel, activity over time and top links. */
export function AdminEmailCampaignAnalyticsPage() {
  const { campaignId = '' } = useParams();
  const analytics = useQuery(emailAnalyticsQueries.campaign(campaignId));
  const back = <BackLink to="/admin/email/analytics">Back to analytics</BackLink>;
  if (analytics.isError) return <EmailPageFailure title="Campaign analytics" back={back} error="Unable to load this campaign’s analytics" request={analytics} />;
  const data = analytics.data;
  return (
    <EmailPage
      title={data ? data.campaign.name : <Skeleton width={220} height={28} />}
      eyebrow={back}
      subtitle={data ? (data.campaign.sentAt ? `Sent ${formatMoment(data.campaign.sentAt, { withTime: true })}` : (data.campaign.subject ?? undefined)) : pendingLine(analytics.isPending)}
      actions={
        <>
          {data && <CampaignStatusBadge status={data.campaign.status} />}
          <Link to={`/admin/email/activity?campaignId=${campaignId}`} className={linkButton}>
            Activity
          </Link>
          <Link to={`/admin/email/campaigns?campaign=${campaignId}`} className={linkButton}>
            Open campaign
          </Link>
        </>
      }
    >
      <MetricCards metrics={data?.metrics} rates={data?.rates} loading={!data} />
      {data ? (
        <>
          <div className={s.grid}>
            <StatCard label="Opens in all" value={formatCount(data.metrics.opens)} />
            <StatCard label="Clicks in all" value={formatCount(data.metrics.clicks)} />
            <StatCard label="Clicks per open" value={formatRate(data.rates.clickToOpenRate)} />
            <StatCard label="Marked as spam" value={`${formatCount(data.metrics.complaints)} (${formatRate(data.rates.complaintRate)})`} />
          </div>
          <Funnel funnel={data.funnel} />
          <OverTime series={data.series} />
          <TopLinks links={data.topLinks} />
        </>
      ) : (
        <Skeleton height={240} />
      )}
    </EmailPage>
  );
}

