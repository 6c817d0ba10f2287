import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { NewsCard } from './news-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function post(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `65f0c0ffee00000000000b0${n}`,
    title: `Post number ${n}`,
    slug: `post-number-${n}`,
    excerpt: `What post ${n} is about`,
    coverImage: null,
    status: 'published',
    audience: { kind: 'artists' },
    author: { _id: '65f0c0ffee00000000000001', email: 'admin@demo.test', name: 'Ada Admin', photoURL: null },
    tags: [],
    views: 3,
    publishedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    body: `## Heading ${n}\n\nSome **bold** news.`,
    ...overrides,
  };
}

type Answer = (url: URL) => Response;

function setup(initialPath: string, answer: Answer) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter([{ path: '/dashboard', element: <NewsCard /> }], { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests, ...view };
}

const feed = (items: unknown[]) => json(200, { items, page: 1, limit: 3, total: items.length });

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('NewsCard', () => {
  it('lists the three newest posts with their date and excerpt', async () => {
    const { requests } = setup('/dashboard', () => feed([post(1), post(2), post(3)]));
    const card = await screen.findByRole('region', { name: 'News' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('button', { name: 'Post number 1' })).toBeInTheDocument();
    expect(within(card).getByText('What post 2 is about')).toBeInTheDocument();
    expect(within(card).getAllByText('Nov 20, 2026')).toHaveLength(3);
    expect(requests[0]!.pathname).toBe('/api/user/posts');
    expect(requests[0]!.searchParams.get('limit')).toBe('3');
  });

  it('shows nothing at all when there are no posts', async () => {
    const { container, requests } = setup('/dashboard', () => feed([]));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('says quietly that news cannot be loaded when the feed fails', async () => {
    setup('/dashboard', () => json(501, { statusCode: 501, error: 'Not Implemented', message: 'Not built yet.' }));
    expect(await screen.findByText('News cannot be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a post in a reading dialog, its Markdown rendered, and closes it', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/dashboard', (url) =>
      url.pathname.endsWith('/user/posts') ? feed([post(1)]) : json(200, post(1, { body: '## Full story\n\n<script>x()</script>' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Post number 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post number 1' });
    expect(router.state.location.search).toBe('?post=65f0c0ffee00000000000b01');
    expect(await within(dialog).findByRole('heading', { name: 'Full story' })).toBeInTheDocument();
    expect(within(dialog).getByText('<script>x()</script>')).toBeInTheDocument();
    expect(requests.some((url) => url.pathname === '/api/user/posts/65f0c0ffee00000000000b01')).toBe(true);
    // The dialog listens for Escape once it has taken the focus: a key pressed before that (a busy
    // machine) went nowhere.
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the post named in the address (the link of a post email)', async () => {
    setup('/dashboard?post=65f0c0ffee00000000000b07', (url) =>
      url.pathname.endsWith('/user/posts') ? feed([post(1)]) : json(200, post(7, { title: 'From the email' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'From the email' });
    expect(await within(dialog).findByRole('heading', { name: 'Heading 7' })).toBeInTheDocument();
  });

  it('says so when the post in the address cannot be read', async () => {
    setup('/dashboard?post=65f0c0ffee00000000000b09', (url) =>
      url.pathname.endsWith('/user/posts') ? feed([]) : json(404, { statusCode: 404, error: 'Not Found', message: 'Post not found' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'News' });
    expect(await within(dialog).findByText('Post not found')).toBeInTheDocument();
  });
});
