import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SharedUi from '@/shared/ui';

// The setup file preloads the overlays; these tests take fresh copies of the shared UI modules,
// so the Ark UI parts are not loaded yet, as on a first visit.
let ui: typeof SharedUi;

beforeEach(async () => {
  vi.resetModules();
  ui = await import('@/shared/ui');
});

describe('overlays before their Ark UI part has loaded', () => {
  it('a popover renders its trigger, with the same name and state, and opens on the first click', async () => {
    const { Popover } = ui;
    render(
      <Popover trigger={<button type="button">Account menu</button>} aria-label="Account">
        <a href="/profile">Profile</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    expect(popover).toHaveTextContent('Profile');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a controlled popover asks its owner to open', async () => {
    const { Popover } = ui;
    const onOpenChange = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <Popover
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          trigger={<button type="button">Roster</button>}
          title="Your artists"
        >
          List
        </Popover>
      );
    }
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'Roster' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // Named by its title.
    expect(await screen.findByRole('dialog', { name: 'Your artists' })).toHaveTextContent('Your artistsList');
  });

  it('a menu renders its trigger and, opened with Enter, starts on its first item', async () => {
    const { Menu } = ui;
    render(
      <Menu
        trigger={<button type="button">Account menu</button>}
        items={[
          { value: 'home', label: 'Home' },
          { value: 'logout', label: 'Logout' },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(menu).toHaveFocus());
    expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('data-highlighted');
  });

  it('a dialog renders nothing while closed and opens once loaded', async () => {
    const { Dialog } = ui;
    const { rerender } = render(
      <Dialog open={false} onOpenChange={() => {}} title="Remove artist">
        Sure?
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Dialog open onOpenChange={() => {}} title="Remove artist">
        Sure?
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Remove artist' })).toHaveTextContent('Sure?');
  });

  it('a tooltip shows its element at once and wraps it once loaded, keeping the focus', async () => {
    const { Tooltip } = ui;
    render(
      <Tooltip content="Collapse">
        <button type="button">Toggle</button>
      </Tooltip>,
    );
    const plain = screen.getByRole('button', { name: 'Toggle' });
    expect(plain).not.toHaveAttribute('data-scope');
    act(() => plain.focus());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Toggle' })).toHaveAttribute('data-scope', 'tooltip'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Toggle' }));
  });

  it('a tooltip on a wrapper keeps the focus on the button inside it when it wraps', async () => {
    const { Tooltip } = ui;
    render(
      <Tooltip content="3 user(s) online">
        <span>
          <button type="button">Online users</button>
        </span>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Online users' }).focus());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Online users' }).parentElement).toHaveAttribute('data-scope', 'tooltip'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Online users' }));
  });

  it('a toast created before the toast region has loaded is shown when it arrives', async () => {
    const { AppToaster, toaster } = ui;
    render(<AppToaster />);
    act(() => {
      toaster.create({ title: 'Artist removed', type: 'success' });
    });
    expect(await screen.findByText('Artist removed')).toBeInTheDocument();
    act(() => toaster.remove());
  });
});
