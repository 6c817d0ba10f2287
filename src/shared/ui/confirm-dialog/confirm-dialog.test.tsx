import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const props = { open: true, title: 'Delete this list?', description: 'It cannot be undone.', confirmLabel: 'Delete list' };

describe('ConfirmDialog', () => {
  it('runs the action and closes when it succeeds', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithQueries(<ConfirmDialog {...props} onClose={onClose} onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open with the server’s message when the action fails, and forgets it on Cancel', async () => {
    const onClose = vi.fn();
    renderWithQueries(<ConfirmDialog {...props} onClose={onClose} onConfirm={() => Promise.reject(new Error('The list is in use'))} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('The list is in use')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The list is in use')).not.toBeInTheDocument();
  });

  it('is not closed while the action runs', async () => {
    const onClose = vi.fn();
    renderWithQueries(<ConfirmDialog {...props} onClose={onClose} onConfirm={() => new Promise(() => {})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete this list?' })).toBeInTheDocument();
  });
});
