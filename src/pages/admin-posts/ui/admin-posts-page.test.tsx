import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, page, post, renderWithApi, type Answer } from '../testing/post-fixtures';
import { AdminPostsPage } from './admin-posts-page';

const setup = (path: string, answer: Answer) => renderWithApi([{ path: '/admin/posts', element: <AdminPostsPage /> }], path, answer);

afterEach(() => vi.restoreAllMocks());

describe('AdminPostsPage', () => {
  it('lists posts with status, audience, author, date and views, filtered from the address', async () => {
    const { requests } = setup('/admin/posts?status=published&search=payout&tag=payouts&sortBy=popular', () =>
      page([post(1), post(2, { status: 'draft', publishedAt: null, audience: { kind: 'everyone' }, views: 0 })], 2),
    );
    const rows = await screen.findAllByTestId('post-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Payout news 1' })).toHaveAttribute('href', '/admin/posts/65f0c0ffee00000000000c01');
    expect(within(rows[0]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Artists')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Everyone')).toBeInTheDocument();
    expect(screen.getByText('2 posts')).toBeInTheDocument();
    const query = requests[0]!.url.searchParams;
    expect([query.get('status'), query.get('search'), query.get('tag'), query.get('sortBy')]).toEqual(['published', 'payout', 'payouts', 'popular']);
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    expect(screen.getByLabelText('Sort by')).toHaveValue('popular');
    expect(screen.getByLabelText('Tag')).toHaveValue('payouts');
  });

  it('writes a new status filter to the address and asks again from the first page', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/admin/posts?page=2', () => json(200, { items: [post(1)], page: 2, limit: 25, total: 30 }));
    await screen.findAllByTestId('post-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(router.state.location.search).toBe('?status=draft');
    await vi.waitFor(() => expect(requests.at(-1)!.url.searchParams.get('status')).toBe('draft'));
  });

  it('offers to write the first post when there are none', async () => {
    setup('/admin/posts', () => page([]));
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New post' })[0]).toHaveAttribute('href', '/admin/posts/create');
  });

  it('says when no post matches the filters, with a way to clear them', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/posts?status=draft', () => page([]));
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s message when the list fails, with a way to try again', async () => {
    setup('/admin/posts', () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only.' }));
    expect(await screen.findByText('Unable to load posts')).toBeInTheDocument();
    expect(screen.getByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
