import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceNameLine, PresenceRoleBadge } from './presence-name-line';

describe('PresenceNameLine', () => {
  it("follows the signed-in user's own name with a 'You' chip, then the chips it is given", () => {
    render(
      <PresenceNameLine name="Ada Lovelace" isCurrentUser>
        <PresenceRoleBadge roles={['USER', 'ADMIN']} />
      </PresenceNameLine>,
    );
    expect(screen.getByText('Ada Lovelace').parentElement).toHaveTextContent(/^Ada LovelaceYouAdmin$/);
  });

  it("shows no 'You' chip on another user's name", () => {
    render(<PresenceNameLine name="Grace Hopper" isCurrentUser={false} />);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });
});

describe('PresenceRoleBadge', () => {
  it.each([
    [['INVESTOR', 'ADMIN'], 'Admin'],
    [['INVESTOR'], 'Investor'],
    [[], 'User'],
  ])('names the role of %j as %s', (roles, label) => {
    render(<PresenceRoleBadge roles={roles} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
