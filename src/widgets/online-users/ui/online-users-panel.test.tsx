import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineUsersPanel } from './online-users-panel';

describe('OnlineUsersPanel, rows pending (the popover just opened)', () => {
  it('shows the heading for the coming users and keeps the room of the list, without rows', () => {
    render(<OnlineUsersPanel users={[]} loading={false} currentUserId={null} pendingCount={150} />);
    expect(screen.getByRole('heading', { name: '150 users online' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByTestId('online-users-pending')).toHaveStyle({ height: '440px' });
  });

  it('says nobody is online, or loading, as without rows pending', () => {
    const { rerender } = render(<OnlineUsersPanel users={[]} loading={false} currentUserId={null} pendingCount={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('No users online');
    rerender(<OnlineUsersPanel users={[]} loading currentUserId={null} pendingCount={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
