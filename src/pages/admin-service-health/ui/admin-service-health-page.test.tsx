import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceHealthHistory, ServiceHealthReport } from '../api/service-health-api';
import { AdminServiceHealthPage } from './admin-service-health-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CHECKED = Date.parse('2031-05-01T10:20:00.000Z');

function report(checkedAt: number, outboxStatus: 'up' | 'degraded' = 'up'): ServiceHealthReport {
  const at = new Date(checkedAt).toISOString();
  return {
    status: outboxStatus,
    checkedAt: at,
    version: '2025.08.8',
    uptimeSeconds: 3 * 3600 + 12 * 60,
    services: [
      {
        name: 'database',
        label: 'Database',
        status: 'up',
        latencyMs: 1.24,
        checkedAt: at,
        message: 'Answered in 1.2 ms; 25 MB stored; all 16 migrations applied.',
        details: { engine: 'embedded (PGlite)', roundTripMs: 1.2, sizeBytes: 25_000_000, migrationsApplied: 16, migrationFiles: 16, latestMigration: '0016' },
      },
      {
        name: 'email_outbox',
        label: 'Email outbox',
        status: outboxStatus,
        latencyMs: 4,
        checkedAt: at,
        message: outboxStatus === 'up' ? 'Sent through the mail server; 12 messages queued, the oldest 3 min.' : 'Mail is stuck: the oldest queued message has waited 11 min (limit 10 min).',
        details: { mode: 'smtp', queued: 12, oldestQueuedSeconds: outboxStatus === 'up' ? 180 : 660, failedLastHour: 0 },
      },
      {
        name: 'storage',
        label: 'File storage',
        status: 'up',
        latencyMs: null,
        checkedAt: at,
        message: 'Did not answer within 2000 ms',
        details: {},
      },
    ],
  };
}

const HISTORY: ServiceHealthHistory = {
  sampleIntervalSeconds: 60,
  periodMinutes: 15,
  retainedHours: 24,
  since: '2031-05-01T10:00:00.000Z',
  overall: [
    { from: '2031-05-01T10:00:00.000Z', status: 'degraded', latencyMs: 150, samples: 15 },
    { from: '2031-05-01T10:15:00.000Z', status: 'up', latencyMs: 3, samples: 5 },
  ],
  checks: [
    { name: 'database', label: 'Database', periods: [{ from: '2031-05-01T10:00:00.000Z', status: 'up', latencyMs: 2, samples: 20 }] },
    { name: 'email_outbox', label: 'Email outbox', periods: [] },
  ],
};

function setup(answers: { report: () => Response; history?: () => Response }) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname === '/api/admin/service-health/history') return answers.history?.() ?? json(200, HISTORY);
    if (url.pathname === '/api/admin/service-health') return answers.report();
    return json(404, { statusCode: 404, error: 'Not Found', message: 'No such path' });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } })}>
      <AdminServiceHealthPage />
    </QueryClientProvider>,
  );
  const reportCalls = () => fetch.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/admin/service-health').length;
  return { reportCalls };
}

const clock = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AdminServiceHealthPage', () => {
  it('shows the overall status in words, then every check with its status, latency, message, figures and history', async () => {
    setup({ report: () => json(200, report(CHECKED, 'degraded')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Some services are degraded' })).toBeInTheDocument();
    expect(screen.getByText('Needs attention: Email outbox.')).toBeInTheDocument();
    expect(screen.getByText('Version 2025.08.8 · up for 3 h 12 min')).toBeInTheDocument();
    expect(screen.getByText(`Last checked`)).toHaveTextContent(`Last checked ${clock(CHECKED)}`);

    const database = screen.getByRole('region', { name: 'Database' });
    expect(within(database).getByText('Up')).toBeInTheDocument();
    expect(within(database).getByText('Answered in 1.2 ms')).toBeInTheDocument();
    expect(within(database).getByText('Round trip 1.2 ms · size 25 MB · migrations 16 of 16 applied · embedded (PGlite)')).toBeInTheDocument();

    const outbox = screen.getByRole('region', { name: 'Email outbox' });
    expect(within(outbox).getByText('Degraded')).toBeInTheDocument();
    expect(within(outbox).getByText('Mail is stuck: the oldest queued message has waited 11 min (limit 10 min).')).toBeInTheDocument();
    expect(within(outbox).getByText('Queued 12 · oldest 11 min · failed in the last hour 0 · sent through the mail server')).toBeInTheDocument();

    const storage = screen.getByRole('region', { name: 'File storage' });
    expect(within(storage).getByText('No answer in time')).toBeInTheDocument();
    expect(within(storage).getByText('Did not answer within 2000 ms')).toBeInTheDocument();

    await vi.waitFor(() => expect(within(database).getByRole('img')).toHaveAccessibleName('Last 24 hours: up throughout (1 quarter hour sampled).'));
    expect(within(outbox).getByRole('img')).toHaveAccessibleName('No history yet: the server samples once a minute.');
    expect(screen.getAllByRole('img', { name: /^Last 24 hours, 2 quarter hours sampled: up in 1, degraded in 1\. Last trouble at / })).toHaveLength(1);
  });

  it('refreshes on its own every 5 seconds, and when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    const { reportCalls } = setup({ report: () => json(200, report(CHECKED + 5000 * checks++)) });
    expect(await screen.findByText('Last checked')).toHaveTextContent(clock(CHECKED));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(screen.getByText('Last checked')).toHaveTextContent(clock(CHECKED + 5000)));
    const before = reportCalls();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(reportCalls()).toBe(before + 1));
  });

  it('keeps the last results with a notice when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = false;
    setup({ report: () => (failing ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'The server is restarting.' }) : json(200, report(CHECKED))) });
    expect(await screen.findByRole('heading', { level: 2, name: 'All services are up' })).toBeInTheDocument();
    failing = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const notice = await screen.findByText(/The latest check could not be fetched/);
    expect(notice).toHaveTextContent(`Showing the results from ${clock(CHECKED)}; the page keeps trying.`);
    expect(screen.getByRole('region', { name: 'Database' })).toBeInTheDocument();
  });

  it('says so when the first check cannot be fetched, with a way to try again', async () => {
    let failing = true;
    setup({ report: () => (failing ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'The server is restarting.' }) : json(200, report(CHECKED))) });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Unable to check the services');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All services are up' })).toBeInTheDocument();
  });
});
