import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { toaster } from './toaster';

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

  it('keeps the app-wide settings: top right, at most 5', () => {
    expect(toaster.attrs.placement).toBe('top-end');
    expect(toaster.attrs.max).toBe(5);
  });
});
