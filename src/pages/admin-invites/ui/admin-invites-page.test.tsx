import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog, preloadMenu } from '@/shared/ui';
import { AdminInvitesPage } from './admin-invites-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const admin = { _id: '65f0c0ffee00000000000001', email: 'admin@demo.test', name: 'Ada Admin', photoURL: null };

function invite(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `65f0c0ffee00000000000a0${n}`,
    code: `CODE000${n}AB`,
    signupUrl: `http://localhost/signup?inviteCode=CODE000${n}AB`,
    inviteeEmail: `friend${n}@example.test`,
    inviteeFirstName: 'Rio',
    inviteeLastName: 'Hart',
    inviteePhoneNumber: null,
    inviteeRole: 'ARTIST',
    inviteeArtistId: '7sbxPaperBoats00000002',
    inviteeArtistName: 'The Paper Boats',
    status: 'sent',
    invitedBy: admin,
    acceptedBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    emailSentAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

type Answer = (request: Request, url: URL) => Response | Promise<Response>;

function setup(initialPath: string, answer: Answer) {
  const requests: { method: string; url: URL; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, url, body: request.method === 'GET' ? '' : await request.clone().text() });
    return answer(request, url);
  });
  const router = createMemoryRouter([{ path: '/admin/invites', element: <AdminInvitesPage /> }], { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

/** Opens a row's actions and picks one with the keyboard (as the menu button pattern has it). */
async function pickAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, keys: string, name: string) {
  await user.click(within(row).getByRole('button', { name: /^Actions for / }));
  const menu = await screen.findByRole('menu');
  await vi.waitFor(() => expect(menu).toHaveFocus());
  await user.keyboard(keys);
  expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

const page = (items: unknown[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadMenu()]);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminInvitesPage', () => {
  it('lists invitations with their artist, role and status, filtered from the address', async () => {
    const { requests } = setup('/admin/invites?status=expired&search=rio', () =>
      page([invite(1, { status: 'expired' }), invite(2, { status: 'accepted', acceptedBy: { ...admin, _id: '65f0c0ffee0000000000000f', name: 'Rio Hart' }, acceptedAt: '2026-11-21T10:00:00.000Z' })], 2),
    );
    const rows = await screen.findAllByTestId('invite-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('friend1@example.test')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('The Paper Boats')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Artist')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Actions for friend1@example.test' })).toBeInTheDocument();
    // An accepted invitation says who joined and offers nothing to do.
    expect(within(rows[1]!).getByText(/^by Rio Hart on /)).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 invitations')).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('status')).toBe('expired');
    expect(requests[0]!.url.searchParams.get('search')).toBe('rio');
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
  });

  it('changes the status filter in the address and asks the server again', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/admin/invites', () => page([invite(1)]));
    await screen.findAllByTestId('invite-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'revoked');
    expect(router.state.location.search).toBe('?status=revoked');
    await vi.waitFor(() => expect(requests.at(-1)!.url.searchParams.get('status')).toBe('revoked'));
  });

  it('says there are none yet, and offers to create one', async () => {
    setup('/admin/invites', () => page([]));
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
  });

  it('shows the catalogue’s message when the list fails, with a way to try again', async () => {
    setup('/admin/invites', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }));
    expect(await screen.findByText('Unable to load invitations')).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('revokes after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    let revoked = false;
    const { requests } = setup('/admin/invites', (request) => {
      if (request.method === 'DELETE') {
        revoked = true;
        return json(200, invite(1, { status: 'revoked', revokedAt: '2026-11-25T10:00:00.000Z' }));
      }
      return page([invite(1, revoked ? { status: 'revoked', revokedAt: '2026-11-25T10:00:00.000Z' } : {})]);
    });
    const [row] = await screen.findAllByTestId('invite-row');
    await pickAction(user, row!, '{End}', 'Revoke…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(within(screen.getByTestId('invite-row')).getByText('Revoked')).toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.url.pathname).toBe('/api/admin/invites/65f0c0ffee00000000000a01');
  });

  it('sends an invitation again from its actions', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/invites', (request) => (request.method === 'POST' ? json(200, invite(1)) : page([invite(1, { status: 'expired' })])));
    const [row] = await screen.findAllByTestId('invite-row');
    await pickAction(user, row!, '{Home}{ArrowDown}', 'Send again');
    await vi.waitFor(() => expect(requests.map((request) => request.method)).toContain('POST'));
    expect(requests.find((request) => request.method === 'POST')!.url.pathname).toBe('/api/admin/invites/65f0c0ffee00000000000a01/resend');
  });

  it('creates an invitation from the form, checking the fields first, then shows its link', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/invites', (request) =>
      request.method === 'POST' ? json(201, invite(3, { inviteeEmail: 'new@example.test', emailSentAt: null, inviteeRole: 'INVESTOR' })) : page([]),
    );
    await screen.findByText('No invitations yet');
    await user.click(screen.getAllByRole('button', { name: 'New invitation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'new@example.test');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'INVESTOR');
    await user.clear(within(dialog).getByLabelText(/^Valid for/));
    await user.type(within(dialog).getByLabelText(/^Valid for/), '30');
    await user.click(within(dialog).getByLabelText('Email the sign-up link now'));
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    const created = await screen.findByRole('dialog', { name: 'Invitation created' });
    expect(within(created).getByText('No email was sent: share this sign-up link with new@example.test.')).toBeInTheDocument();
    expect(within(created).getByText('http://localhost/signup?inviteCode=CODE0003AB')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ inviteeEmail: 'new@example.test', inviteeRole: 'INVESTOR', expiresInDays: 30, sendEmail: false });
  });

  it('keeps the form and shows the server’s message when creating fails', async () => {
    const user = userEvent.setup();
    setup('/admin/invites', (request) =>
      request.method === 'POST'
        ? json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' })
        : page([]),
    );
    await screen.findByText('No invitations yet');
    await user.click(screen.getAllByRole('button', { name: 'New invitation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New invitation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'artist@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('artist@demo.test');
  });
});
