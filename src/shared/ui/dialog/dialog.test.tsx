import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('renders an accessible dialog and asks to close from the close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Add release" footer={<button>Next</button>}>
        Body text
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add release' });
    expect(dialog.textContent).toContain('Body text');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} onOpenChange={() => {}} title="Add release">
        Body text
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
