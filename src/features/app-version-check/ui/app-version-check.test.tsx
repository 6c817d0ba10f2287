import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toaster } from '@/shared/ui';
import { AppVersionCheck } from './app-version-check';

/** `fetch` answering the version file with these build ids in turn (the last one repeats). */
function stubVersionFile(...buildIds: string[]) {
  let call = 0;
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const buildId = buildIds[Math.min(call++, buildIds.length - 1)];
    return new Response(JSON.stringify({ version: '2025.08.8', buildId, builtAt: '2025-08-08T00:00:00Z' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

describe('AppVersionCheck', () => {
  it('offers "Refresh Now" and "Later" in a persistent info toast when a new build is out', async () => {
    const fetchMock = stubVersionFile('b1', 'b2');
    const reload = vi.fn();
    render(
      <>
        <AppToaster />
        <AppVersionCheck enabled reload={reload} />
      </>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/version\.json\?t=\d+$/);
    expect(fetchMock.mock.calls[0]![1]?.cache).toBe('no-store');
    expect(screen.queryByText('A new version is available')).toBeNull();

    focusWindow();
    const title = await screen.findByText('A new version is available');
    expect(screen.getByText('Refresh to get the latest version.')).toBeTruthy();
    expect(title.closest('[data-part="root"]')?.getAttribute('data-type')).toBe('info');
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(Infinity);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Later" dismisses the toast', async () => {
    stubVersionFile('b1', 'b2');
    render(
      <>
        <AppToaster />
        <AppVersionCheck enabled reload={vi.fn()} />
      </>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    focusWindow();
    const root = (await screen.findByText('A new version is available')).closest('[data-part="root"]');
    expect(root?.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    // Dismissed: closing (then removed once its exit has played)
    await waitFor(() => expect(root?.getAttribute('data-state')).toBe('closed'));
  });

  it('says nothing while the build stays the same, and checks nothing once unmounted', async () => {
    const fetchMock = stubVersionFile('b1');
    const { unmount } = render(<AppVersionCheck enabled />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    focusWindow();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    unmount();
    focusWindow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not check where the build wrote no version file (off)', async () => {
    const fetchMock = stubVersionFile('b1');
    render(<AppVersionCheck enabled={false} />);
    focusWindow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
