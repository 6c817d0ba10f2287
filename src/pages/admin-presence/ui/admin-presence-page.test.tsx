import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $presenceFeedLoading, $presenceUsersById, presenceUsersById, type PresenceUser } from '@/entities/presence';
import { $session, initialSessionState } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminPresencePage } from './admin-presence-page';

const ME = '0000000000000000000000aa';

const admin = makeUser({
  _id: ME,
  email: 'admin@demo.test',
  lastName: 'Admin',
  displayName: 'Ada Admin',
  roles: ['ADMIN'],
});

const seen = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const person = (id: string, overrides: Partial<PresenceUser>): PresenceUser => ({
  userId: id.padStart(24, '0'),
  email: `${id}@demo.test`,
  name: id,
  roles: [],
  status: 'online',
  lastSeen: seen(1),
  currentPath: '/dashboard',
  currentPage: 'Dashboard',
  device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' },
  version: '2025.08.8',
  ...overrides,
});

const users = [
  person('aa', {
    name: 'Ada Admin',
    email: 'admin@demo.test',
    roles: ['ADMIN'],
    currentPage: 'Online users',
    lastSeen: seen(5),
  }),
  person('bb', {
    name: 'Arthur Artist',
    email: 'artist@demo.test',
    device: { type: 'mobile', browser: 'Safari', userAgent: 'UA' },
  }),
  person('cc', { name: 'Ivy Investor', roles: ['INVESTOR'], status: 'away', currentPage: 'Works', lastSeen: seen(3) }),
  person('dd', {
    name: 'Tom Tablet',
    device: { type: 'tablet', browser: 'Chrome', userAgent: 'UA' },
    lastSeen: seen(0),
  }),
];

async function setup(list: PresenceUser[] = users, loading = false) {
  const scope = fork({
    values: [
      [$session, { ...initialSessionState, loading: false, token: 't', user: admin }],
      [$presenceUsersById, presenceUsersById(list)],
      [$presenceFeedLoading, loading],
    ],
  });
  const router = createMemoryRouter([{ path: '/admin/presence', element: <AdminPresencePage /> }], {
    initialEntries: ['/admin/presence'],
  });
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  // The counts, filters and table are a chunk of their own, in place once it has arrived.
  if (!loading) await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('AdminPresencePage', () => {
  it('shows Loading... until the first data', async () => {
    await setup([], true);
    expect(screen.getByRole('heading', { name: 'Online users', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says when nobody is online', async () => {
    await setup([]);
    expect(screen.getByText('No users online')).toBeInTheDocument();
  });

  it('counts everyone, online, away and each device', async () => {
    await setup();
    expect(screen.getByTestId('count-total')).toHaveTextContent('4');
    expect(screen.getByTestId('count-online')).toHaveTextContent('3');
    expect(screen.getByTestId('count-away')).toHaveTextContent('1');
    expect(screen.getByTestId('count-desktop')).toHaveTextContent('2');
    expect(screen.getByTestId('count-mobile')).toHaveTextContent('1');
    expect(screen.getByTestId('count-tablet')).toHaveTextContent('1');
  });

  it('lists the current user first, then online before away, then most recently seen', async () => {
    await setup();
    expect(rowNames()).toEqual([
      expect.stringContaining('Ada Admin'),
      expect.stringContaining('Tom Tablet'),
      expect.stringContaining('Arthur Artist'),
      expect.stringContaining('Ivy Investor'),
    ]);
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('You')).toBeInTheDocument();
  });

  it('sorts by a column header, both ways, then back', async () => {
    await setup();
    const header = screen.getByRole('columnheader', { name: 'User' });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames().map((name) => name.split('@')[0])).toEqual([
      expect.stringContaining('Ada Admin'),
      expect.stringContaining('Arthur Artist'),
      expect.stringContaining('Ivy Investor'),
      expect.stringContaining('Tom Tablet'),
    ]);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toContain('Tom Tablet');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()[0]).toContain('Ada Admin');
  });

  it('filters by search, role, status, device and page', async () => {
    await setup();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ARTIST@');
    expect(rowNames()).toEqual([expect.stringContaining('Arthur Artist')]);
    expect(screen.getByText('Showing 1 of 4 users')).toBeInTheDocument();
    await userEvent.clear(search);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Investor');
    expect(rowNames()).toEqual([expect.stringContaining('Ivy Investor')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'All roles');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'online');
    expect(rowNames()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Device' }), 'tablet');
    expect(rowNames()).toEqual([expect.stringContaining('Tom Tablet')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Device' }), 'mobile');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'away');
    expect(screen.getByText('No users match the filters')).toBeInTheDocument();

    // The empty list offers to clear them too; the filter bar's button clears them here.
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('search', { name: 'Filter online users' })).getByRole('button', { name: 'Clear filters' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'Works');
    expect(rowNames()).toEqual([expect.stringContaining('Ivy Investor')]);
  });

  it('expands a row to the details', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Details of Arthur Artist' }));
    expect(screen.getByRole('button', { name: 'Details of Arthur Artist' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('App version')).toBeInTheDocument();
    expect(screen.getByText('2025.08.8')).toBeInTheDocument();
  });
});
