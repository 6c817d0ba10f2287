import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toaster } from '@/shared/ui';
import { EmailPreferencesPage, EmailUnsubscribePage } from '../index';
// Loaded with the test's imports, so a test's time does not include the deferred chunk's first import.
import './pages';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(routes: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = request.body ? await request.clone().text() : '';
      const call = {
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/api/, ''),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : json(404, { statusCode: 404, error: 'Not Found', message: 'Unknown token' });
    }),
  );
  return calls;
}

async function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/email/unsubscribe', element: <EmailUnsubscribePage /> },
      { path: '/email/unsubscribe/:token', element: <EmailUnsubscribePage /> },
      { path: '/email/preferences/:token', element: <EmailPreferencesPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  });
  // The page is a chunk of its own behind its frame (deferred-pages.tsx): wait until it is shown.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return router;
}

const LISTS = [
  { listId: '65f0c0ffee00000000000001', name: 'Product news', description: 'New features', subscribed: true },
  { listId: '65f0c0ffee00000000000002', name: 'Royalty tips', description: null, subscribed: false },
];

const INFO = {
  email: 'ada@example.test',
  firstName: 'Ada',
  unsubscribedFromAll: false,
  source: { campaignName: 'July digest', subject: 'Your July streams', list: { listId: LISTS[0]!.listId, name: 'Product news' } },
  lists: LISTS,
};

const PREFERENCES = {
  email: 'ada@example.test',
  firstName: 'Ada',
  unsubscribedFromAll: false,
  frequency: 'weekly',
  lists: LISTS,
  updatedAt: '2025-08-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/email/unsubscribe', () => {
  it('requests a link for an address and answers the same either way', async () => {
    const calls = stubApi({
      'POST /email/unsubscribe': () => json(200, { success: true, outcome: 'confirmation_sent', message: 'Sent' }),
    });
    const user = userEvent.setup();
    await renderAt('/email/unsubscribe');
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If this address is on our mailing lists');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.test' });
  });

  it('validates the address', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    await renderAt('/email/unsubscribe');
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/email/unsubscribe/{token}', () => {
  it('shows who and which lists, then unsubscribes from all in one click', async () => {
    const calls = stubApi({
      'GET /email/unsubscribe/tok-1': () => json(200, INFO),
      'POST /email/unsubscribe/tok-1': () => json(200, { ...INFO, unsubscribedFromAll: true }),
    });
    const user = userEvent.setup();
    await renderAt('/email/unsubscribe/tok-1');
    expect(await screen.findByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your email lists' })).toHaveTextContent('Product news');
    expect(screen.getByText(/Your July streams/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all emails' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.test will no longer receive any of our emails.');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { all: true } });
    expect(screen.getByRole('link', { name: 'Manage email preferences' })).toHaveAttribute('href', '/email/preferences/tok-1');
  });

  it('can unsubscribe from the list the mail came from only', async () => {
    const calls = stubApi({
      'GET /email/unsubscribe/tok-1': () => json(200, INFO),
      'POST /email/unsubscribe/tok-1': () => json(200, INFO),
    });
    const user = userEvent.setup();
    await renderAt('/email/unsubscribe/tok-1');
    await user.click(await screen.findByRole('button', { name: 'Only unsubscribe from “Product news”' }));
    expect(await screen.findByRole('status')).toHaveTextContent('no longer receive emails from “Product news”');
    expect(calls.at(-1)?.body).toEqual({ all: false, listIds: [LISTS[0]!.listId] });
  });

  it('explains an invalid link', async () => {
    stubApi({});
    await renderAt('/email/unsubscribe/bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});

describe('/email/preferences/{token}', () => {
  it('shows per-list toggles and the frequency, and saves them', async () => {
    const create = vi.spyOn(toaster, 'create');
    const calls = stubApi({
      'GET /email/preferences/tok-1': () => json(200, PREFERENCES),
      'PUT /email/preferences/tok-1': (call) => json(200, { ...PREFERENCES, ...(call.body as object), updatedAt: '2025-08-02T00:00:00.000Z' }),
    });
    const user = userEvent.setup();
    await renderAt('/email/preferences/tok-1');

    const news = await screen.findByRole('checkbox', { name: /Product news/ });
    const tips = screen.getByRole('checkbox', { name: /Royalty tips/ });
    expect(news).toBeChecked();
    expect(tips).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'At most once a week' })).toBeChecked();

    await user.click(news);
    await user.click(tips);
    await user.click(screen.getByRole('radio', { name: 'At most once a month' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await vi.waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your email preferences were saved.' })));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      frequency: 'monthly',
      lists: [
        { listId: LISTS[0]!.listId, subscribed: false },
        { listId: LISTS[1]!.listId, subscribed: true },
      ],
    });
  });

  it('saving after unsubscribing from all resubscribes to the ticked lists', async () => {
    const calls = stubApi({
      'GET /email/preferences/tok-1': () => json(200, { ...PREFERENCES, unsubscribedFromAll: true }),
      'PUT /email/preferences/tok-1': () => json(200, PREFERENCES),
    });
    const user = userEvent.setup();
    await renderAt('/email/preferences/tok-1');
    const tips = await screen.findByRole('checkbox', { name: /Royalty tips/ });
    expect(screen.getByRole('checkbox', { name: /Product news/ })).not.toBeChecked();
    await user.click(tips);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ unsubscribeAll: false });
  });

  it('explains an invalid link', async () => {
    stubApi({});
    await renderAt('/email/preferences/bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});
