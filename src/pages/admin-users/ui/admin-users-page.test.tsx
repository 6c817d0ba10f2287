import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminUsersPage } from './admin-users-page';
import { adminUser, problem, userPage } from './test-fixtures';

type Answer = (request: Request, url: URL) => Response | Promise<Response>;

function setup(initialPath: string, answer: Answer) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push(url);
    return answer(request, url);
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin/users/:userId', element: <h1>User page</h1> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminUsersPage', () => {
  it('asks for the filters, sort and page of the address and shows them in the controls', async () => {
    const { requests } = setup(
      '/admin/users?search=rio&role=INVESTOR&verified=true&emailVerified=false&archived=true&hasReleases=true&createdFrom=2026-01-01&createdTo=2026-11-30&sortBy=email&sortDirection=asc&page=2',
      () => userPage([adminUser(1, { archived: true, archivedAt: '2026-11-24T10:00:00.000Z', roles: ['INVESTOR'] })], 26),
    );
    const [row] = await screen.findAllByTestId('user-row');
    const params = Object.fromEntries(requests[0]!.searchParams);
    expect(params).toEqual({
      page: '2',
      limit: '25',
      search: 'rio',
      role: 'INVESTOR',
      verified: 'true',
      emailVerified: 'false',
      archived: 'true',
      hasReleases: 'true',
      createdFrom: '2026-01-01',
      createdTo: '2026-11-30',
      sortBy: 'email',
      sortDirection: 'asc',
    });
    expect(screen.getByLabelText('Role')).toHaveValue('INVESTOR');
    expect(screen.getByLabelText('Artist verification')).toHaveValue('true');
    expect(screen.getByLabelText('Email confirmation')).toHaveValue('false');
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
    expect(screen.getByLabelText('Releases')).toHaveValue('true');
    expect(screen.getByLabelText('Signed up from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Sort')).toHaveValue('email:asc');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rio');
    expect(within(row!).getByText('Investor')).toBeInTheDocument();
    expect(within(row!).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByText('26 archived accounts')).toBeInTheDocument();
  });

  it('links each account to its page', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/users', () => userPage([adminUser(1)]));
    await user.click(await screen.findByRole('link', { name: 'Rio Hart 1' }));
    expect(router.state.location.pathname).toBe('/admin/users/65f0c0ffee00000000000b01');
  });

  it('writes a changed filter and sort to the address, back on the first page', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/admin/users?page=3', () => userPage([adminUser(1)], 80));
    await screen.findAllByTestId('user-row');
    await user.selectOptions(screen.getByLabelText('Role'), 'ADMIN');
    expect(router.state.location.search).toBe('?role=ADMIN');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Most releases');
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('releaseCount');
    await vi.waitFor(() => expect(requests.at(-1)!.searchParams.get('sortBy')).toBe('releaseCount'));
    expect(requests.at(-1)!.searchParams.get('role')).toBe('ADMIN');
  });

  it('says nobody matches when filtered, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/users?role=ADMIN&hasReleases=false', () => userPage([]));
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  it('says there are no users yet when nothing narrows the list', async () => {
    setup('/admin/users', () => userPage([]));
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('shows the server’s message when the list fails, with a way to try again', async () => {
    setup('/admin/users?createdFrom=2026-12-01&createdTo=2026-01-01', () => problem(400, 'The start date must not be after the end date'));
    expect(await screen.findByText('Unable to load users')).toBeInTheDocument();
    expect(screen.getByText('The start date must not be after the end date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
