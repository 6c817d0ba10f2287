import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState, RealtimeAnalytics, RealtimeStreamOptions } from '../api/realtime-stream';
import { AdminRealtimeAnalyticsPage } from './admin-realtime-analytics-page';

let stream: RealtimeStreamOptions | null = null;
vi.mock('../api/realtime-stream', () => ({
  openRealtimeAnalyticsStream: (options: RealtimeStreamOptions) => {
    stream = options;
    return new Promise(() => {});
  },
}));

const minutes = (count: (index: number) => number) =>
  Array.from({ length: 30 }, (_, index) => ({ minute: new Date(Date.UTC(2026, 10, 26, 9, index)).toISOString(), value: count(index) }));

function snapshot(online: number, overrides: Partial<RealtimeAnalytics> = {}): RealtimeAnalytics {
  return {
    generatedAt: '2026-11-26T09:30:00.000Z',
    activeUsers: online + 1,
    onlineUsers: online,
    awayUsers: 1,
    byPage: [{ path: '/dashboard', label: 'Dashboard', users: online }],
    byDevice: [
      { type: 'desktop', users: online },
      { type: 'mobile', users: 1 },
      { type: 'tablet', users: 0 },
      { type: 'unknown', users: 0 },
    ],
    eventsPerMinute: minutes((index) => index).map(({ minute, value }) => ({ minute, events: value })),
    pageViewsPerMinute: minutes(() => 2).map(({ minute, value }) => ({ minute, views: value })),
    topEvents: [{ type: 'page_view', count: 60 }, { type: 'release_created', count: 2 }],
    topPages: [{ path: '/admin/users/0123456789abcdef01234567', label: 'Users', views: 9 }],
    ...overrides,
  };
}

const send = (next: RealtimeAnalytics) => act(() => stream!.onSnapshot(next));
const setState = (state: ConnectionState) => act(() => stream!.onState(state));
const card = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

beforeEach(() => {
  stream = null;
});
afterEach(() => vi.useRealTimers());

describe('AdminRealtimeAnalyticsPage', () => {
  it('shows the figures of each snapshot in place, with the connection state', async () => {
    render(<AdminRealtimeAnalyticsPage />);
    expect(screen.getByRole('status', { name: 'Connection: Connecting…' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the live figures')).toHaveAttribute('aria-busy', 'true');
    setState('live');
    send(snapshot(3));
    expect(screen.getByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();
    expect(card('Users online')).toHaveTextContent('3');
    expect(card('Away')).toHaveTextContent('1');
    expect(card('Events this minute')).toHaveTextContent('29');
    expect(screen.getByRole('region', { name: 'Page views per minute' })).toHaveTextContent('60 page views in the last 30 minutes');
    const pages = screen.getByRole('list', { name: 'Top pages, last 5 minutes' });
    expect(within(pages).getByText('Users')).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'Top events, last 30 minutes' });
    expect(within(events).getByText('Releases created')).toBeInTheDocument();
    const devices = screen.getByRole('list', { name: 'Devices' });
    expect(within(devices).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Desktop3', 'Mobile1']);

    send(snapshot(4));
    expect(card('Users online')).toHaveTextContent('4');
    setState('reconnecting');
    expect(screen.getByRole('status', { name: 'Connection: Reconnecting…' })).toBeInTheDocument();
    expect(card('Users online')).toHaveTextContent('4');
  });

  it('speaks a summary politely, at most every few seconds', () => {
    vi.useFakeTimers();
    render(<AdminRealtimeAnalyticsPage />);
    const region = document.querySelector('[aria-live="polite"]')!;
    send(snapshot(3));
    expect(region).toHaveTextContent('3 users online, 1 away. 10 page views in the last 5 minutes.');
    send(snapshot(5));
    send(snapshot(6));
    expect(region).toHaveTextContent('3 users online');
    act(() => vi.advanceTimersByTime(5000));
    expect(region).toHaveTextContent('6 users online');
  });

  it('says when nobody is online and nothing happened', () => {
    render(<AdminRealtimeAnalyticsPage />);
    send(
      snapshot(0, {
        activeUsers: 0,
        awayUsers: 0,
        byPage: [],
        topEvents: [],
        topPages: [],
        byDevice: [],
        eventsPerMinute: minutes(() => 0).map(({ minute }) => ({ minute, events: 0 })),
      }),
    );
    expect(screen.getByText('No page views in the last 5 minutes.')).toBeInTheDocument();
    expect(screen.getByText('No events in the last 30 minutes.')).toBeInTheDocument();
    expect(screen.getAllByText('Nobody is online right now.')).toHaveLength(2);
  });

  it('offers a way forward when the feed cannot be reached or is refused', () => {
    const { unmount } = render(<AdminRealtimeAnalyticsPage />);
    setState('reconnecting');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to reach the live figures');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    render(<AdminRealtimeAnalyticsPage />);
    setState('refused');
    expect(screen.getByRole('alert')).toHaveTextContent('The live figures are for admins only');
  });

  it('closes the feed when the page is left', () => {
    const { unmount } = render(<AdminRealtimeAnalyticsPage />);
    const signal = stream!.signal;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
