import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { AdminUserDetailsPage } from './admin-user-details-page';
import { json, problem, userDetails } from './test-fixtures';
import './edit-user-dialog';
import './link-artist-dialog';

const USER_ID = '65f0c0ffee00000000000b01';

type Answer = (request: Request, url: URL) => Response | Promise<Response>;

function setup(answer: Answer) {
  const requests: { method: string; path: string; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, body: request.method === 'GET' ? '' : await request.clone().text() });
    return answer(request, url);
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/users/:userId', element: <AdminUserDetailsPage /> },
      { path: '/admin/distribution/:releaseId', element: <h1>Release review</h1> },
    ],
    { initialEntries: [`/admin/users/${USER_ID}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminUserDetailsPage', () => {
  it('shows the profile, figures, roster with its verifications, releases, invites, sign-ins and agreements', async () => {
    setup(() => json(200, userDetails()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rio Hart' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Investor')).toBeInTheDocument();
    expect(within(profile).getByText('Active')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Ada Admin' })).toBeInTheDocument();

    const roster = screen.getByRole('region', { name: 'Roster' });
    expect(within(roster).getByText('The Paper Boats')).toBeInTheDocument();
    expect(within(roster).getByText('Verified on Spotify')).toBeInTheDocument();
    expect(within(roster).queryByText(/Apple Music/)).not.toBeInTheDocument();
    expect(within(roster).getByText('Linked artist')).toBeInTheDocument();

    const releases = screen.getByRole('region', { name: 'Latest releases' });
    expect(within(releases).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/admin/distribution/65f0c0ffee00000000000e01');
    expect(within(releases).getByText('Pending')).toBeInTheDocument();

    const invites = screen.getByRole('region', { name: 'Invites sent' });
    expect(within(invites).getByText('friend@example.test')).toBeInTheDocument();
    expect(within(invites).getByText('Accepted')).toBeInTheDocument();

    const signIns = screen.getByRole('region', { name: 'Sign-in history' });
    expect(await within(signIns).findByText('Chrome 120 on Mac')).toBeInTheDocument();
    expect(within(signIns).getByText('Password')).toBeInTheDocument();

    const agreements = within(screen.getByRole('region', { name: 'Agreements' })).getAllByRole('row').slice(1);
    expect(agreements.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Distribution agreement2026-11-01.+203\.0\.113\.8$/),
      expect.stringMatching(/^User agreement2026-11-01.+198\.51\.100\.4$/),
    ]);

    expect(screen.getByRole('heading', { name: 'Live releases' }).parentElement).toHaveTextContent('Live releases1');
  });

  it('archives after a confirmation that says what happens, then shows the account as archived', async () => {
    const user = userEvent.setup();
    let archived = false;
    const { requests } = setup((request) => {
      if (request.method === 'PATCH') {
        archived = true;
        return json(200, {});
      }
      return json(200, userDetails(archived ? { status: 'archived', archivedAt: '2026-11-25T10:00:00.000Z' } : {}));
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Rio Hart?' });
    expect(dialog).toHaveTextContent('They are signed out everywhere at once.');
    expect(dialog).toHaveTextContent('They cannot sign in until the account is unarchived.');
    expect(dialog).toHaveTextContent('Their data is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Archive account' }));
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Archived')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.path).toBe(`/api/admin/users/${USER_ID}/archive`);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    setup((request) => (request.method === 'PATCH' ? problem(409, 'You cannot archive your own account') : json(200, userDetails())));
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Rio Hart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot archive your own account');
  });

  it('unarchives an archived account', async () => {
    const user = userEvent.setup();
    const { requests } = setup((request) =>
      request.method === 'PATCH' ? json(200, {}) : json(200, userDetails({ status: 'archived', archivedAt: '2026-11-25T10:00:00.000Z' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await vi.waitFor(() => expect(requests.some((request) => request.path === `/api/admin/users/${USER_ID}/unarchive`)).toBe(true));
  });

  it('edits roles and names, and shows the server’s refusal in the form', async () => {
    const user = userEvent.setup();
    const { requests } = setup((request) =>
      request.method === 'PATCH' ? problem(409, 'You cannot remove the admin role from your own account') : json(200, userDetails()),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit roles and names' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roles and names' });
    const firstName = within(dialog).getByRole('textbox', { name: /^First name/ });
    await user.clear(firstName);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();

    await user.type(firstName, 'Ria');
    await user.click(within(dialog).getByLabelText('Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot remove the admin role from your own account');
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({
      firstName: 'Ria',
      lastName: 'Hart',
      displayName: null,
      roles: ['ADMIN', 'INVESTOR'],
      permissions: { isDistributed: false, isLabel: false },
    });
  });

  it('links an artist found with the platform search, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const nova = {
      platform: 'SPOTIFY',
      platformId: '7sbxNovaLights00000001',
      name: 'Nova Lights',
      image: null,
      followers: 48210,
      url: null,
      genres: [],
      artistId: null,
    };
    const { requests } = setup((request, url) => {
      if (url.pathname.endsWith('/artists/search')) return json(200, { artists: [nova] });
      if (request.method === 'POST') return problem(404, 'Artist not found');
      return json(200, userDetails());
    });
    await user.click(await screen.findByRole('button', { name: 'Link an artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link an artist' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Artist' }));
    await user.paste('Nova');
    await user.click(await screen.findByRole('option', { name: /Nova Lights/ }, { timeout: 2000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Link artist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Artist not found');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/admin/users/link-artist');
    expect(JSON.parse(post.body)).toEqual({ userId: USER_ID, artistId: '7sbxNovaLights00000001', platform: 'spotify' });
  });

  it('asks for an artist before linking, and searches the platform chosen', async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => json(200, userDetails()));
    await user.click(await screen.findByRole('button', { name: 'Link an artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link an artist' });
    await user.click(within(dialog).getByRole('button', { name: 'Link artist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose an artist to link.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Platform' }), 'appleMusic');
    expect(within(dialog).getByText(/joins the roster as verified on Apple Music/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says so when the account does not exist', async () => {
    setup(() => problem(404, 'User not found'));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
  });
});
