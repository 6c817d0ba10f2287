import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminEmailSubscribersPage } from './email-subscribers-page';
import { emailList, failure, page, renderAt, subscriber, type Answer } from './email-test-kit';

const renderSubscribers = (path: string, answer: Answer) => renderAt('/admin/email/subscribers', <AdminEmailSubscribersPage />, path, answer);
const answer: Answer = ({ url }) => (url.pathname.endsWith('/email-lists') ? page([emailList(1), emailList(2)]) : page([subscriber(1)], 1));

afterEach(() => vi.restoreAllMocks());

describe('AdminEmailSubscribersPage', () => {
  it('asks for the address’s search, status and list', async () => {
    const { gets } = renderSubscribers('/admin/email/subscribers?search=fan&status=unsubscribed&listId=65f0c0ffee0000000000b002', answer);
    const [row] = await screen.findAllByTestId('subscriber-row');
    expect(within(row!).getByRole('link', { name: 'fan1@example.test' })).toHaveAttribute('href', '/admin/email/subscribers/65f0c0ffee0000000000c001');
    const params = gets('/api/admin/email/subscribers')[0]!.url.searchParams;
    expect([params.get('search'), params.get('status'), params.get('listId')]).toEqual(['fan', 'unsubscribed', '65f0c0ffee0000000000b002']);
    await waitFor(() => expect(screen.getByLabelText('List')).toHaveValue('65f0c0ffee0000000000b002'));
  });

  it('filters by list in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSubscribers('/admin/email/subscribers', answer);
    await screen.findAllByTestId('subscriber-row');
    await screen.findByRole('option', { name: 'List 1' });
    await user.selectOptions(screen.getByLabelText('List'), 'List 1');
    expect(router.state.location.search).toBe('?listId=65f0c0ffee0000000000b001');
  });

  it('says when no subscriber matches, and when there is an error', async () => {
    renderSubscribers('/admin/email/subscribers?status=bounced', ({ url }) => (url.pathname.endsWith('/email-lists') ? page([]) : page([])));
    expect(await screen.findByText('No subscribers match these filters')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the error with a way to try again', async () => {
    renderSubscribers('/admin/email/subscribers', () => failure(500, 'Boom'));
    expect(await screen.findByText('Unable to load subscribers')).toBeInTheDocument();
  });
});
