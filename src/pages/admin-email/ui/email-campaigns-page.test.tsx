import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog, preloadMenu } from '@/shared/ui';
import { AdminEmailCampaignsPage } from './email-campaigns-page';
import { campaign, failure, json, page, renderAt, type Answer } from './email-test-kit';

const renderCampaigns = (path: string, answer: Answer) => renderAt('/admin/email/campaigns', <AdminEmailCampaignsPage />, path, answer);

beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadMenu()]);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminEmailCampaignsPage', () => {
  it('lists the campaigns of the address’s status, with the progress of those sending', async () => {
    const { requests } = renderCampaigns('/admin/email/campaigns?status=sending', ({ url }) =>
      url.pathname === '/api/admin/email/campaigns' ? page([campaign(1, { status: 'sending', progress: { total: 200, sent: 50, failed: 2, pending: 148 } })]) : page([]),
    );
    const [row] = await screen.findAllByTestId('campaign-row');
    expect(within(row!).getByText('Sending')).toBeInTheDocument();
    expect(within(row!).getByRole('progressbar', { name: 'Sending progress of Campaign 1' })).toHaveAttribute('aria-valuetext', '50 of 200 sent, 2 failed');
    expect(requests[0]!.url.searchParams.get('status')).toBe('sending');
    expect(screen.getByLabelText('Status')).toHaveValue('sending');
  });

  it('puts the status filter in the address', async () => {
    const user = userEvent.setup();
    const { router, gets } = renderCampaigns('/admin/email/campaigns', () => page([campaign(1)]));
    await screen.findAllByTestId('campaign-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(router.state.location.search).toBe('?status=scheduled');
    await waitFor(() => expect(gets('/api/admin/email/campaigns').at(-1)!.url.searchParams.get('status')).toBe('scheduled'));
  });

  it('says there are none yet and opens the composer as ?compose=new', async () => {
    const user = userEvent.setup();
    const { router } = renderCampaigns('/admin/email/campaigns', () => page([]));
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New campaign' })[0]!);
    expect(router.state.location.search).toBe('?compose=new');
    expect(await screen.findByRole('dialog', { name: 'New campaign' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens a sent campaign from the address with its figures', async () => {
    const sent = campaign(2, { status: 'sent', sentAt: '2026-11-20T10:00:00.000Z', progress: { total: 10, sent: 10, failed: 0, pending: 0 } });
    renderCampaigns(`/admin/email/campaigns?campaign=${sent._id}`, ({ url }) => (url.pathname.endsWith(sent._id) ? json(200, sent) : page([sent])));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign 2' }, { timeout: 5000 });
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10 of 10 sent');
    expect(within(dialog).getByRole('link', { name: 'View analytics' })).toBeInTheDocument();
  });

  it('shows the server’s message when campaigns fail to load', async () => {
    renderCampaigns('/admin/email/campaigns', () => failure(500, 'Boom'));
    expect(await screen.findByText('Unable to load campaigns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
