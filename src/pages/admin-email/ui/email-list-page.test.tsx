import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@/shared/ui';
import { AdminEmailListPage } from './email-list-page';
import { emailList, failure, json, page, renderAt, type Answer } from './email-test-kit';

const LIST = '65f0c0ffee0000000000b001';
const member = (n: number, overrides: Record<string, unknown> = {}) => ({
  subscriberId: `65f0c0ffee0000000000c00${n}`,
  email: `fan${n}@example.test`,
  firstName: null,
  lastName: null,
  status: 'subscribed',
  subscribedAt: '2026-10-01T10:00:00.000Z',
  unsubscribedAt: null,
  source: 'admin',
  ...overrides,
});

const renderList = (path: string, answer: Answer) => renderAt('/admin/email-lists/:listId', <AdminEmailListPage />, path, answer);

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminEmailListPage', () => {
  it('shows the list and the members of the address’s status and search', async () => {
    const { gets } = renderList(`/admin/email-lists/${LIST}?status=unsubscribed&search=fan`, ({ url }) =>
      url.pathname.endsWith('/members') ? page([member(1, { status: 'unsubscribed' })]) : json(200, emailList(1, { name: 'Fans' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fans' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('member-row');
    expect(within(row!).getByText('Unsubscribed')).toBeInTheDocument();
    const params = gets(`/api/admin/email-lists/${LIST}/members`)[0]!.url.searchParams;
    expect([params.get('status'), params.get('search')]).toEqual(['unsubscribed', 'fan']);
  });

  it('adds pasted addresses and reports what was added and skipped', async () => {
    const user = userEvent.setup();
    const { requests } = renderList(`/admin/email-lists/${LIST}`, ({ method, url }) => {
      if (method === 'POST') return json(200, { added: 1, resubscribed: 0, alreadyMembers: 1, skipped: [{ email: 'gone@example.test', reason: 'unsubscribed' }] });
      return url.pathname.endsWith('/members') ? page([]) : json(200, emailList(1, { name: 'Fans' }));
    });
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add members' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add members to Fans' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email addresses/ }), 'new@example.test, not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add members' }));
    expect(await within(dialog).findByText('Not email addresses: not-an-email')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Email addresses/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Email addresses/ }), 'new@example.test{Enter}old@example.test{Enter}gone@example.test');
    expect(within(dialog).getByText(/3 found\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add members' }));
    const report = await screen.findByRole('dialog', { name: 'Members added' });
    expect(within(report).getByText('1 added, 0 subscribed again, 1 already members, 1 skipped.')).toBeInTheDocument();
    expect(within(report).getByText('gone@example.test: unsubscribed from this list')).toBeInTheDocument();
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      members: [{ email: 'new@example.test' }, { email: 'old@example.test' }, { email: 'gone@example.test' }],
      resubscribe: false,
    }));
  });

  it('removes a member after confirmation', async () => {
    const user = userEvent.setup();
    const { requests } = renderList(`/admin/email-lists/${LIST}`, ({ method, url }) => {
      if (method === 'DELETE') return json(200, { success: true });
      return url.pathname.endsWith('/members') ? page([member(1)]) : json(200, emailList(1, { name: 'Fans' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Remove fan1@example.test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'DELETE')?.url.pathname).toBe(`/api/admin/email-lists/${LIST}/members/65f0c0ffee0000000000c001`));
  });

  it('says when the list cannot be loaded, with a way back', async () => {
    renderList(`/admin/email-lists/${LIST}`, () => failure(404, 'Email list not found.'));
    expect(await screen.findByText('Email list not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lists' })).toBeInTheDocument();
  });
});
