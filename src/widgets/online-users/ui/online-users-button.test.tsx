import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import {
  $presenceFeedLoading,
  $presenceUsersById,
  presenceEventReceived,
  presenceUsersById,
  type PresenceUser,
} from '@/entities/presence';
import { $session, initialSessionState, type User } from '@/entities/session';
import { makePresenceUser } from '@/entities/presence/index.testing';
import { makeUser } from '@/entities/session/index.testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OnlineUsersButton } from './online-users-button';

const ME = '0000000000000000000000aa';
const ARTIST_ID = '64b7f0c2a1d3e4f5a6b7c8d9';

const admin = makeUser({
  _id: ME,
  email: 'admin@demo.test',
  lastName: 'Admin',
  displayName: 'Ada Admin',
  roles: ['ADMIN'],
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const presenceUser = makePresenceUser;

const me = presenceUser('aa', {
  name: 'Ada Admin',
  email: 'admin@demo.test',
  roles: ['ADMIN'],
  lastSeen: minutesAgo(10),
  currentPath: '/admin',
  currentPage: 'Admin Dashboard',
});
const artist = presenceUser('bb', {
  name: 'Arthur Artist',
  email: 'artist@demo.test',
  lastSeen: minutesAgo(2),
  currentPath: `/dashboard/artists/${ARTIST_ID}/payouts`,
  currentPage: 'Artist Overview - Payouts',
  currentArtist: { id: ARTIST_ID, name: 'The Arthurs', spotifyId: null },
  device: {
    type: 'mobile',
    browser: 'Safari',
    browserVersion: '17.5',
    os: 'iOS',
    osVersion: '17.5',
    deviceName: 'Apple iPhone',
    userAgent: 'Mozilla/5.0 (iPhone)',
    screenResolution: '393x852',
  },
  network: { browserLimitation: 'safari-no-network-api' },
});
const investor = presenceUser('cc', {
  name: 'Ivy Investor',
  roles: ['INVESTOR'],
  status: 'away',
  lastSeen: minutesAgo(0),
  currentPage: 'Works',
  network: { downlink: 6 },
});

interface Setup {
  user?: User | null;
  users?: PresenceUser[];
  loading?: boolean;
}

function setup({ user = admin, users = [], loading = false }: Setup = {}): { scope: Scope } {
  const scope = fork({
    values: [
      [$session, { ...initialSessionState, loading: false, token: 't', user }],
      [$presenceUsersById, presenceUsersById(users)],
      [$presenceFeedLoading, loading],
    ],
  });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <OnlineUsersButton /> },
      { path: '/dashboard/artists/:id', element: <h1>Artist page</h1> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope };
}

const trigger = () => screen.getByRole('button', { name: /^Online users/ });
const badge = () => screen.queryByTestId('online-users-badge');

async function openPopover() {
  await userEvent.click(trigger());
  const popover = await screen.findByRole('dialog', { name: 'Online users' });
  // The rows follow the heading in the render after the opening one.
  await waitFor(() => expect(within(popover).queryByTestId('online-users-pending')).not.toBeInTheDocument());
  return popover;
}

describe('OnlineUsersButton', () => {
  it('is not shown to users who are not admins', () => {
    setup({ user: { ...admin, roles: ['INVESTOR'] }, users: [artist] });
    expect(screen.queryByRole('button', { name: /^Online users/ })).not.toBeInTheDocument();
  });

  it('while loading: no badge, and the popover reads Loading...', async () => {
    setup({ loading: true });
    expect(badge()).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Online users');
    const popover = await openPopover();
    expect(within(popover).getByText('Loading...')).toBeInTheDocument();
  });

  it('with nobody online: no badge, and the popover reads No users online', async () => {
    setup({ users: [] });
    expect(badge()).not.toBeInTheDocument();
    const popover = await openPopover();
    expect(within(popover).getByText('No users online')).toBeInTheDocument();
  });

  it('shows the count on the badge and in the tooltip', async () => {
    setup({ users: [artist, me, investor] });
    expect(badge()).toHaveTextContent('3');
    // The visible count is part of the button's name (WCAG 2.5.3, label in name).
    expect(trigger()).toHaveAccessibleName('Online users 3');
    await userEvent.hover(trigger());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3 user(s) online');
  });

  it('caps the badge at 99 and keeps a long list virtualised', async () => {
    const many = Array.from({ length: 150 }, (_, index) => presenceUser(`u${index}`));
    setup({ users: many });
    expect(badge()).toHaveTextContent(/^99$/);
    const popover = await openPopover();
    expect(within(popover).getByRole('heading', { name: '150 users online' })).toBeInTheDocument();
    const rows = within(popover).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '150');
  });

  it('lists users with the current user first, then online before away, most recent first', async () => {
    setup({ users: [investor, artist, me] });
    const popover = await openPopover();
    expect(within(popover).getByRole('heading', { name: '3 users online' })).toBeInTheDocument();
    const rows = within(popover).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Ada Admin'),
      expect.stringContaining('Arthur Artist'),
      expect.stringContaining('Ivy Investor'),
    ]);
  });

  it('shows the You and role chips, the device, the page (• Away when away) and the signal strength', async () => {
    setup({ users: [investor, artist, me] });
    const popover = await openPopover();
    const [mine, theirs, away] = within(popover).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Admin')).toBeInTheDocument();
    expect(within(mine).getByText('Admin Dashboard')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Desktop' })).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Excellent' })).toBeInTheDocument();

    expect(within(theirs).queryByText('You')).not.toBeInTheDocument();
    expect(within(theirs).getByText('User')).toBeInTheDocument();
    expect(within(theirs).getByText('Artist Overview - Payouts')).toBeInTheDocument();
    expect(within(theirs).getByRole('img', { name: 'Mobile' })).toBeInTheDocument();
    expect(within(theirs).getByRole('img', { name: 'No signal' })).toBeInTheDocument();

    expect(within(away).getByText('Investor')).toBeInTheDocument();
    expect(within(away).getByText('Works • Away')).toBeInTheDocument();
    expect(within(away).getByRole('img', { name: 'Good' })).toBeInTheDocument();
  });

  it('expands a row to show the details, with a link to the current artist', async () => {
    setup({ users: [artist, me] });
    const popover = await openPopover();
    const row = within(popover).getByRole('button', { name: /Arthur Artist/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');

    const details = document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement;
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Email')).toBe('artist@demo.test');
    expect(value('Current artist')).toBe('The Arthurs');
    expect(within(details).getByRole('link', { name: 'The Arthurs' })).toHaveAttribute(
      'href',
      `/dashboard/artists/${ARTIST_ID}`,
    );
    expect(value('Path')).toBe(`/dashboard/artists/${ARTIST_ID}/payouts`);
    expect(value('Device')).toBe('Mobile · iOS 17.5 (Apple iPhone)');
    expect(value('Browser')).toBe('Safari 17.5');
    expect(value('Screen')).toBe('393x852');
    expect(value('App version')).toBe('2025.08.8');
    expect(value('Connection')).toBe('No signal (Safari does not report the connection)');
    expect(value('Last seen')).toBe('2 minutes ago');

    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(within(popover).queryByText('artist@demo.test')).not.toBeInTheDocument();
  });

  it('follows the live feed', async () => {
    const { scope } = setup({ users: [me] });
    const popover = await openPopover();
    expect(within(popover).getByRole('heading', { name: '1 user online' })).toBeInTheDocument();

    await act(() =>
      allSettled(presenceEventReceived, { scope, params: { event: 'join', data: JSON.stringify(artist) } }),
    );
    expect(within(popover).getByRole('heading', { name: '2 users online' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('2');

    await act(() =>
      allSettled(presenceEventReceived, {
        scope,
        params: { event: 'update', data: JSON.stringify({ userId: artist.userId, currentPage: 'Account' }) },
      }),
    );
    expect(within(popover).getByText('Account')).toBeInTheDocument();

    await act(() =>
      allSettled(presenceEventReceived, {
        scope,
        params: { event: 'leave', data: JSON.stringify({ userId: artist.userId }) },
      }),
    );
    expect(within(popover).queryByText('Arthur Artist')).not.toBeInTheDocument();
  });
});
