import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PresenceUser } from '@/entities/presence';
import { makePresenceUser } from '@/entities/presence/index.testing';
import { OnlineUsersList } from './online-users-list';

function presenceUser(name: string): PresenceUser {
  return makePresenceUser(name.toLowerCase(), { name, lastSeen: new Date().toISOString() });
}

const [ada, ben, cleo, dan] = ['Ada', 'Ben', 'Cleo', 'Dan'].map(presenceUser) as [PresenceUser, PresenceUser, PresenceUser, PresenceUser];

function List({ users }: { users: PresenceUser[] }) {
  return (
    <MemoryRouter>
      <OnlineUsersList users={users} currentUserId={null} />
    </MemoryRouter>
  );
}

const rowButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('OnlineUsersList, the keyboard focus while the list changes live', () => {
  it('moves to the row now in its place when the focused user leaves, not to the page', () => {
    const { rerender } = render(<List users={[ada, ben, cleo, dan]} />);
    rowButton('Ben').focus();
    rerender(<List users={[ada, cleo, dan]} />);
    expect(rowButton('Cleo')).toHaveFocus();
  });

  it('moves to the last row when the focused last user leaves', () => {
    const { rerender } = render(<List users={[ada, ben, cleo]} />);
    rowButton('Cleo').focus();
    rerender(<List users={[ada, ben]} />);
    expect(rowButton('Ben')).toHaveFocus();
  });

  it('stays on its user when the list is sorted again, and is not taken back once it left the list', () => {
    const { rerender } = render(
      <>
        <List users={[ada, ben, cleo]} />
        <button type="button">Elsewhere</button>
      </>,
    );
    rowButton('Cleo').focus();
    rerender(
      <>
        <List users={[cleo, ada, ben]} />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(rowButton('Cleo')).toHaveFocus();

    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <List users={[ada, ben]} />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
