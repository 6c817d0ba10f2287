import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminEmailActivityPage } from './email-activity-page';
import { campaign, event, failure, page, renderAt, type Answer } from './email-test-kit';

const renderActivity = (path: string, answer: Answer) => renderAt('/admin/email/activity', <AdminEmailActivityPage />, path, answer);
const answer: Answer = ({ url }) =>
  url.pathname.endsWith('/campaigns') ? page([campaign(1, { status: 'sent' })]) : page([event(1, { type: 'clicked', url: 'https://example.test/news' })], 1);

afterEach(() => vi.restoreAllMocks());

describe('AdminEmailActivityPage', () => {
  it('asks for the address’s type, campaign and whole days of the period', async () => {
    const { gets } = renderActivity('/admin/email/activity?type=clicked&campaignId=65f0c0ffee0000000000d001&from=2026-11-01&to=2026-11-30', answer);
    const [row] = await screen.findAllByTestId('email-event-row');
    expect(within(row!).getByRole('link', { name: 'fan1@example.test' })).toHaveAttribute('href', '/admin/email/subscribers/65f0c0ffee0000000000c001');
    expect(within(row!).getByRole('link', { name: 'Campaign 1' })).toHaveAttribute('href', '/admin/email/analytics/65f0c0ffee0000000000d001');
    const params = gets('/api/admin/email/activity')[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      type: 'clicked',
      campaignId: '65f0c0ffee0000000000d001',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('puts the event type in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity('/admin/email/activity', answer);
    await screen.findAllByTestId('email-event-row');
    await user.selectOptions(screen.getByLabelText('Event'), 'opened');
    expect(router.state.location.search).toBe('?type=opened');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity('/admin/email/activity?type=complained', ({ url }) => (url.pathname.endsWith('/campaigns') ? page([]) : page([])));
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a way to try again', async () => {
    renderActivity('/admin/email/activity', () => failure(500, 'Boom'));
    expect(await screen.findByText('Unable to load email activity')).toBeInTheDocument();
  });
});
