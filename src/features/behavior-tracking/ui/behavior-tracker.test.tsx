import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBehaviorSink } from '@/shared/analytics';
import { tokenStore } from '@/shared/lib/session-token';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorTracker } from './behavior-tracker';

afterEach(() => {
  tokenStore.clear();
  vi.restoreAllMocks();
});

describe('BehaviorTracker', () => {
  it('records a page view per route change, path without the query, and beacons them when the page is hidden', async () => {
    // Events other component tests recorded before any sender connected are not this page's.
    connectBehaviorSink(() => undefined)();
    tokenStore.set('token-1');
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const router = createMemoryRouter([{ path: '*', element: <BehaviorTracker /> }], { initialEntries: ['/dashboard?tab=1'] });
    const view = render(<RouterProvider router={router} />);
    await act(() => router.navigate('/dashboard/releases/65f0c0ffee00000000000001/edit'));
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(sendBeacon.mock.calls[0]![1]) as { accessToken: string; events: { type: string; path: string }[] };
    expect(body.accessToken).toBe('token-1');
    expect(body.events.map((event) => event.type)).toEqual(['page_view', 'page_view']);
    // The path is the page's own (`location.pathname`, which a memory router leaves as it is).
    expect(body.events.every((event) => !event.path.includes('?'))).toBe(true);
    view.unmount();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
