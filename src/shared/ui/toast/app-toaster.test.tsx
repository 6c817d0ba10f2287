import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import { toaster } from './toaster';
import { toasterStore } from './toaster-store';

describe('AppToaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows a toast created through the shared toaster', async () => {
    render(<AppToaster />);
    act(() => {
      toaster.create({ title: 'Release saved', description: 'Draft updated', type: 'success' });
    });
    const title = await screen.findByText('Release saved');
    const root = title.closest('[data-scope="toast"][data-part="root"]');
    expect(root?.getAttribute('data-type')).toBe('success');
    expect(screen.getByText('Draft updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });

  it('shows a named close button as text beside the action, instead of the icon', async () => {
    const onClick = vi.fn();
    render(<AppToaster />);
    act(() => {
      toaster.create({
        title: 'A new version is available',
        type: 'info',
        duration: Infinity,
        action: { label: 'Refresh Now', onClick },
        meta: { closeLabel: 'Later' },
      });
    });
    const root = (await screen.findByText('A new version is available')).closest('[data-part="root"]');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    expect(root?.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    // Dismissed: closing (then removed once its exit has played)
    await waitFor(() => expect(root?.getAttribute('data-state')).toBe('closed'));
  });

  it('keeps the app-wide settings: bottom end, at most 5', () => {
    expect(toasterStore.attrs.placement).toBe('bottom-end');
    expect(toasterStore.attrs.max).toBe(5);
  });

  it('shows a toast created before the store has loaded, and in the order created', async () => {
    render(<AppToaster />);
    act(() => {
      toaster.create({ title: 'First', type: 'info' });
      toaster.create({ title: 'Second', type: 'info' });
    });
    await screen.findByText('Second');
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Second', 'First']);
    expect(toaster.isVisible(toaster.getVisibleToasts()[0]!.id!)).toBe(true);
  });
});
