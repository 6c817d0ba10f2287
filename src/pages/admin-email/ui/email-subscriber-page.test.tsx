import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminEmailSubscriberDetailsPage } from './email-subscriber-page';
import { event, failure, json, renderAt, subscriber } from './email-test-kit';

const ID = '65f0c0ffee0000000000c001';
const details = (overrides: Record<string, unknown> = {}) => ({
  ...subscriber(1),
  unsubscribeReason: null,
  memberships: [{ listId: '65f0c0ffee0000000000b001', name: 'List 1', status: 'subscribed', subscribedAt: '2026-10-01T10:00:00.000Z', unsubscribedAt: null }],
  stats: { sent: 4, delivered: 4, opens: 3, clicks: 1, bounces: 0 },
  recentActivity: [event(1, { type: 'clicked', url: 'https://example.test/news' }), event(2, { type: 'sent' })],
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminEmailSubscriberDetailsPage', () => {
  it('shows the profile, lists and history, and unsubscribes', async () => {
    const user = userEvent.setup();
    const { requests } = renderAt('/admin/email/subscribers/:subscriberId', <AdminEmailSubscriberDetailsPage />, `/admin/email/subscribers/${ID}`, ({ method, body }) =>
      method === 'PATCH' ? json(200, details(body as Record<string, unknown>)) : json(200, details()),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'fan1@example.test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List 1' })).toHaveAttribute('href', '/admin/email-lists/65f0c0ffee0000000000b001');
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Clicked')).toBeInTheDocument();
    expect(within(history).getByText('https://example.test/news')).toBeInTheDocument();
    expect(within(history).getAllByRole('link', { name: 'Campaign 1' })[0]).toHaveAttribute('href', '/admin/email/analytics/65f0c0ffee0000000000d001');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'unsubscribed' }));
    expect(await screen.findByRole('button', { name: 'Subscribe again' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Email frequency/), 'weekly');
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ frequency: 'weekly' }));
  });

  it('says a suppressed address cannot be resubscribed here', async () => {
    renderAt('/admin/email/subscribers/:subscriberId', <AdminEmailSubscriberDetailsPage />, `/admin/email/subscribers/${ID}`, () => json(200, details({ status: 'bounced', recentActivity: [] })));
    expect(await screen.findByText(/stopped all sending to this address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).not.toBeInTheDocument();
    expect(screen.getByText('No emails yet')).toBeInTheDocument();
  });

  it('shows a missing subscriber’s error with a way back', async () => {
    renderAt('/admin/email/subscribers/:subscriberId', <AdminEmailSubscriberDetailsPage />, `/admin/email/subscribers/${ID}`, () => failure(404, 'Subscriber not found.'));
    expect(await screen.findByText('Subscriber not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to subscribers' })).toBeInTheDocument();
  });
});
