import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { $pickedArtistId, $selectedArtistId, type RosterEntry } from '@/entities/selected-artist';
import { $session, initialSessionState, userReceived, type User } from '@/entities/session';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifyFailedFx, notifyRemovedFx, refreshRosterFx, removeArtistFx, type RemovalRequest } from '../model/remove-artist';
import { RosterPopover } from './roster-popover';

const entry = (id: string, name: string): RosterEntry => ({ _id: `r-${id}`, _artist: { _id: id, name, image: null } });

const user = (artists: RosterEntry[]): User => ({
  _id: 'u1',
  email: 'artist@demo.test',
  firstName: 'Jordan',
  lastName: 'Reyes',
  displayName: 'Jordan Reyes',
  roles: [],
  artists,
  permissions: { isDistributed: true },
  isVerified: {},
  _artist: null,
});

function setup(
  roster: RosterEntry[],
  selected: string | null,
  remove: (request: RemovalRequest) => User | Promise<User> = ({ target }) =>
    user(roster.filter((e) => e._artist._id !== target.id)),
  account: Partial<User> = {},
  url = '/dashboard',
) {
  const removeFn = vi.fn(remove);
  const removed = vi.fn();
  const failed = vi.fn();
  const refreshed = vi.fn();
  const scope = fork({
    values: [
      [$session, { ...initialSessionState, loading: false, token: 't', user: { ...user(roster), ...account } }],
      [$pickedArtistId, selected],
    ],
    handlers: [
      [removeArtistFx, removeFn],
      [refreshRosterFx, refreshed],
      [notifyRemovedFx, removed],
      [notifyFailedFx, failed],
    ],
  });
  const received = vi.fn();
  createWatch({ unit: userReceived, fn: received, scope });
  const selections: (string | null)[] = [];
  createWatch({ unit: $selectedArtistId, fn: (id) => selections.push(id), scope });
  const ui = userEvent.setup();
  const router = createMemoryRouter([{ path: '*', element: <RosterPopover /> }], { initialEntries: [url] });
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope, ui, router, removeFn, removed, failed, refreshed, received, selections };
}

const three = [entry('a', 'Luna Vale'), entry('b', 'The Midnight Harbor'), entry('c', 'Marco Reyes')];

async function openPopover(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: /Artists roster/ }));
  return screen.findByRole('list', { name: 'Roster' });
}

describe('RosterPopover', () => {
  it('lists the artists, marks the selected one and selects on click', async () => {
    const { ui, scope } = setup(three, 'b');
    expect(screen.getByRole('button', { name: /Artists roster/ })).toHaveTextContent('The Midnight Harbor');
    const list = await openPopover(ui);
    const picks = within(list).getAllByRole('button', { name: /^(Luna Vale|The Midnight Harbor|Marco Reyes)$/ });
    expect(picks).toHaveLength(3);
    expect(picks[1]).toHaveAttribute('aria-current', 'true');
    await ui.click(picks[2]!);
    expect(scope.getState($selectedArtistId)).toBe('c');
  });

  it("on an artist's page, the page follows the pick to the same page of that artist", async () => {
    const { ui, router } = setup(three, 'a', undefined, {}, '/dashboard/artists/a/payouts');
    const list = await openPopover(ui);
    await ui.click(within(list).getByRole('button', { name: 'Marco Reyes' }));
    expect(router.state.location.pathname).toBe('/dashboard/artists/c/payouts');
  });

  it('elsewhere, the pick leaves the page where it is', async () => {
    const { ui, router } = setup(three, 'a', undefined, {}, '/dashboard/analytics');
    const list = await openPopover(ui);
    await ui.click(within(list).getByRole('button', { name: 'Marco Reyes' }));
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
  });

  it('shows the delete control only with more than one artist', async () => {
    const first = setup([entry('a', 'Luna Vale')], 'a');
    const list = await openPopover(first.ui);
    expect(within(list).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('scrolls past five entries', async () => {
    const many = Array.from({ length: 6 }, (_, i) => entry(`x${i}`, `Artist ${i}`));
    const { ui } = setup(many, 'x0');
    const list = await openPopover(ui);
    expect(list.parentElement).toHaveStyle({ height: '320px' });
  });

  it('asks for confirmation, removes, refreshes the user and the roster, and toasts', async () => {
    const { ui, removeFn, removed, refreshed, received } = setup(three, 'a');
    const list = await openPopover(ui);
    await ui.click(within(list).getByRole('button', { name: 'Remove Marco Reyes from roster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove artist from roster?' });
    expect(dialog).toHaveTextContent(/re-verify/);
    expect(removeFn).not.toHaveBeenCalled();
    await ui.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeFn).toHaveBeenCalledTimes(1));
    expect(removeFn.mock.calls[0]?.[0]).toEqual({ target: { id: 'c', name: 'Marco Reyes' }, clearedSelection: null });
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    expect(removed.mock.calls[0]?.[0]).toEqual({ id: 'c', name: 'Marco Reyes' });
    expect(received).toHaveBeenCalledTimes(1);
    expect(refreshed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancel keeps the artist', async () => {
    const { ui, removeFn } = setup(three, 'a');
    const list = await openPopover(ui);
    await ui.click(within(list).getByRole('button', { name: 'Remove Luna Vale from roster' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removeFn).not.toHaveBeenCalled();
  });

  it('clears the selection first and restores it when the removal fails', async () => {
    const { ui, scope, failed, removed, selections } = setup(three, 'b', () =>
      Promise.reject(new Error('Server error. Please try again later.')),
    );
    const list = await openPopover(ui);
    await ui.click(within(list).getByRole('button', { name: 'Remove The Midnight Harbor from roster' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(selections).toEqual([null, 'b']);
    expect(scope.getState($selectedArtistId)).toBe('b');
    expect(removed).not.toHaveBeenCalled();
  });

  it('reads "Add an artist" on the header while the roster is empty (a new account, an admin)', () => {
    setup([], null);
    expect(screen.getByRole('button', { name: 'Artists roster: Add an artist' })).toBeInTheDocument();
  });

  it('offers a label account to add an artist', async () => {
    const { ui } = setup(three, 'a', undefined, { isVerified: { spotify: true }, permissions: { isDistributed: true, isLabel: true } });
    await openPopover(ui);
    expect(screen.getByRole('button', { name: 'Add an artist' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a verified regular account why it may not add another artist', async () => {
    const { ui } = setup([entry('a', 'Luna Vale')], 'a', undefined, { isVerified: { spotify: true } });
    await openPopover(ui);
    const add = screen.getByRole('button', { name: 'Add an artist' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Please upgrade to a label account to add more artists');
  });
});
