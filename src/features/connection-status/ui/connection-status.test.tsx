import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toaster } from '@/shared/ui';
import { ConnectionStatus } from './connection-status';

const BANNER = "You're offline. Some features may be limited.";
let online = true;

/** What the browser does: `navigator.onLine` changes, then the event fires on the window. */
function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

function renderStatus() {
  return render(
    <>
      <AppToaster />
      <ConnectionStatus />
    </>,
  );
}

describe('ConnectionStatus', () => {
  it('shows nothing while online, but keeps its polite live region in the page', () => {
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('shows the offline banner when the browser goes offline, in a status region', () => {
    renderStatus();
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(BANNER);
  });

  it('shows the banner at once when the page opens offline', () => {
    online = false;
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe(BANNER);
  });

  it('hides the banner and says "Connection restored!" (a success toast) on reconnect', async () => {
    renderStatus();
    goOffline();
    expect(screen.queryByText('Connection restored!')).toBeNull();
    goOnline();
    expect(screen.queryByText(BANNER)).toBeNull();
    const title = await screen.findByText('Connection restored!');
    expect(title.closest('[data-part="root"]')?.getAttribute('data-type')).toBe('success');
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(3000);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderStatus();
    unmount();
    goOffline();
    goOnline();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});
