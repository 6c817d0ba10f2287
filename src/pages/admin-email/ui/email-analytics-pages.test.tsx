import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminEmailCampaignAnalyticsPage } from './campaign-analytics-page';
import { AdminEmailAnalyticsPage } from './email-analytics-page';
import { AdminEmailPage } from './email-overview-page';
import { campaign, failure, json, metrics, page, rates, renderAt } from './email-test-kit';

const brief = { _id: '65f0c0ffee0000000000d001', name: 'Campaign 1', subject: 'News 1', status: 'sent', sentAt: '2026-11-20T09:00:00.000Z' };
const overview = (campaigns: unknown[]) => ({
  from: '2026-10-28',
  to: '2026-11-26',
  totals: metrics({ sent: 1000, delivered: 990, uniqueOpens: 423, uniqueClicks: 57 }),
  rates: rates({ deliveryRate: 0.99, openRate: 0.42727, clickRate: 0.05757 }),
  campaigns,
});

afterEach(() => vi.restoreAllMocks());

describe('email analytics', () => {
  it('shows totals and rates with one decimal, and the campaigns of the period', async () => {
    const { gets } = renderAt('/admin/email/analytics', <AdminEmailAnalyticsPage />, '/admin/email/analytics?from=2026-10-28&to=2026-11-26', () =>
      json(200, overview([{ campaign: brief, metrics: metrics({ sent: 10 }), rates: rates({ openRate: 0.5, clickRate: 0.1 }) }])),
    );
    expect(await screen.findByText('42.7% open rate')).toBeInTheDocument();
    expect(screen.getByText('5.8% click rate')).toBeInTheDocument();
    const [row] = screen.getAllByTestId('campaign-performance-row');
    expect(within(row!).getByText('50.0%')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Campaign 1' })).toHaveAttribute('href', '/admin/email/analytics/65f0c0ffee0000000000d001');
    expect(Object.fromEntries(gets('/api/admin/email/analytics')[0]!.url.searchParams)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('says when no campaign went out in the period', async () => {
    renderAt('/admin/email/analytics', <AdminEmailAnalyticsPage />, '/admin/email/analytics', () => json(200, overview([])));
    expect(await screen.findByText('No campaigns sent in this period')).toBeInTheDocument();
  });

  it('shows one campaign’s funnel and top links', async () => {
    renderAt('/admin/email/analytics/:campaignId', <AdminEmailCampaignAnalyticsPage />, `/admin/email/analytics/${brief._id}`, () =>
      json(200, {
        campaign: brief,
        metrics: metrics({ sent: 1, delivered: 1, opens: 1, uniqueOpens: 1, clicks: 1, uniqueClicks: 1 }),
        rates: rates({ deliveryRate: 1, openRate: 1, clickRate: 1, clickToOpenRate: 1 }),
        funnel: [
          { stage: 'sent', count: 1, rateOfPrevious: 1, rateOfSent: 1 },
          { stage: 'delivered', count: 1, rateOfPrevious: 1, rateOfSent: 1 },
          { stage: 'opened', count: 1, rateOfPrevious: 1, rateOfSent: 1 },
          { stage: 'clicked', count: 1, rateOfPrevious: 1, rateOfSent: 1 },
        ],
        series: { granularity: 'hour', points: [{ at: '2026-11-20T09:00:00.000Z', delivered: 1, opens: 1, clicks: 1, bounces: 0, unsubscribes: 0 }] },
        topLinks: [{ url: 'https://example.test/news', clicks: 1, uniqueClicks: 1 }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign 1' })).toBeInTheDocument();
    expect(screen.getByText('100.0% open rate')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Most clicked links' })).getByText('https://example.test/news')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Opens and clicks by hour' })).toBeInTheDocument();
  });

  it('shows an unknown campaign’s error with a way back', async () => {
    renderAt('/admin/email/analytics/:campaignId', <AdminEmailCampaignAnalyticsPage />, `/admin/email/analytics/${brief._id}`, () => failure(404, 'Campaign not found.'));
    expect(await screen.findByText('Campaign not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to analytics' })).toBeInTheDocument();
  });
});

describe('AdminEmailPage', () => {
  it('shows the headline figures, the last campaign and a link to every email page', async () => {
    const { gets } = renderAt('/admin/email', <AdminEmailPage />, '/admin/email', ({ url }) => {
      if (url.pathname.endsWith('/analytics')) return json(200, overview([{ campaign: brief, metrics: metrics({ sent: 10 }), rates: rates({ openRate: 0.25 }) }]));
      if (url.pathname.endsWith('/subscribers')) return page([], 1234);
      if (url.pathname.endsWith('/email-lists')) return page([], 3);
      return page([campaign(1)], url.searchParams.get('status') === 'sending' ? 1 : 2);
    });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Last campaign: Campaign 1' })).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
    const areas = screen.getByRole('navigation', { name: 'Email areas' });
    expect(within(areas).getAllByRole('link')).toHaveLength(7);
    expect(gets('/api/admin/email/subscribers')[0]!.url.searchParams.get('status')).toBe('subscribed');
  });

  it('offers to write a campaign when none was sent lately', async () => {
    renderAt('/admin/email', <AdminEmailPage />, '/admin/email', ({ url }) => (url.pathname.endsWith('/analytics') ? json(200, overview([])) : page([])));
    expect(await screen.findByText('No campaign sent in the last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a campaign' })).toHaveAttribute('href', '/admin/email/campaigns?compose=new');
  });
});
