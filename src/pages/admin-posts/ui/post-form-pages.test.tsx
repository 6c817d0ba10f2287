import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadToaster } from '@/shared/ui';
import { json, notBuilt, post, renderWithApi, type Answer } from '../testing/post-fixtures';
import { AdminPostCreatePage, AdminPostEditPage } from './post-form-pages';

const routes = [
  { path: '/admin/posts/create', element: <AdminPostCreatePage /> },
  { path: '/admin/posts/:postId/edit', element: <AdminPostEditPage /> },
  { path: '/admin/posts/:postId', element: <p>Details page</p> },
];

const lists = json(200, { items: [{ _id: '65f0c0ffee00000000000d01', name: 'Release news' }], page: 1, limit: 100, total: 1 });

/** Email lists and segments answer 501 unless `options` says otherwise. */
const api =
  (write: Answer, options: { lists?: boolean } = {}): Answer =>
  (request, url) => {
    if (url.pathname === '/api/admin/email-lists') return options.lists ? lists.clone() : notBuilt();
    if (url.pathname === '/api/admin/email/segments') return notBuilt();
    return write(request, url);
  };

beforeAll(async () => {
  await preloadToaster();
});
afterEach(() => vi.restoreAllMocks());

describe('New post', () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApi(routes, '/admin/posts/create', api(() => json(201, post(1))));
    await user.click(await screen.findByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Write the post')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Slug/), 'Not A Slug');
    await user.tab();
    expect(await screen.findByText(/Use lowercase letters, digits and single hyphens/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('previews the Markdown as readers will see it, without running HTML', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, '/admin/posts/create', api(() => json(201, post(1))));
    await user.type(await screen.findByLabelText(/^Body \(Markdown\)/), '## Big news{enter}{enter}- one{enter}- two{enter}{enter}<script>x()</script>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Big news' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByText('<script>x()</script>')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByLabelText(/^Body \(Markdown\)/)).toBeVisible();
  });

  it('offers the email lists as an audience, and sends the post addressed to one', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderWithApi(routes, '/admin/posts/create', api(() => json(201, post(4)), { lists: true }));
    await user.type(await screen.findByLabelText(/^Title/), 'Release news');
    await user.type(screen.getByLabelText(/^Tags/), 'releases, news, releases');
    await user.type(screen.getByLabelText(/^Body \(Markdown\)/), 'Hello **lists**');
    await user.selectOptions(screen.getByLabelText(/^Audience/), 'list');
    const listSelect = await screen.findByLabelText(/^Email list/);
    await vi.waitFor(() => expect(within(listSelect).getByRole('option', { name: 'Release news' })).toBeInTheDocument());
    // Segments cannot be loaded (not built): the choice is there, disabled, and says why.
    expect(within(screen.getByLabelText(/^Audience/)).getByRole('option', { name: 'A segment' })).toBeDisabled();
    expect(screen.getByText(/cannot be loaded right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Choose the email list this post is for')).toBeInTheDocument();
    await user.selectOptions(listSelect, '65f0c0ffee00000000000d01');
    await user.selectOptions(screen.getByLabelText(/^Status/), 'published');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/65f0c0ffee00000000000c04'));
    const sent = JSON.parse(requests.find((request) => request.method === 'POST')!.body);
    expect(sent).toEqual({
      title: 'Release news',
      excerpt: null,
      body: 'Hello **lists**',
      coverImage: null,
      tags: ['releases', 'news'],
      status: 'published',
      publishedAt: null,
      audience: { kind: 'list', listId: '65f0c0ffee00000000000d01' },
    });
  });

  it('shows the server’s refusal above the form', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, '/admin/posts/create', api(() => json(409, { statusCode: 409, error: 'Conflict', message: 'A post with the slug “hello” already exists.' })));
    await user.type(await screen.findByLabelText(/^Title/), 'Hello');
    await user.type(screen.getByLabelText(/^Slug/), 'hello');
    await user.type(screen.getByLabelText(/^Body \(Markdown\)/), 'Text');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('A post with the slug “hello” already exists.')).toBeInTheDocument();
  });
});

describe('Edit post', () => {
  it('fills the form with the post and replaces it, keeping what the form does not show', async () => {
    const user = userEvent.setup();
    const existing = post(2, { coverImage: '/covers/a.png', publishedAt: '2026-11-20T10:00:00.000Z' });
    const { router, requests } = renderWithApi(
      routes,
      '/admin/posts/65f0c0ffee00000000000c02/edit',
      api((request) => json(200, request.method === 'PUT' ? { ...existing, title: 'Payout news, updated' } : existing)),
    );
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Payout news 2');
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('payouts');
    expect(screen.getByLabelText(/^Audience/)).toHaveValue('artists');
    await user.clear(title);
    await user.type(title, 'Payout news, updated');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/65f0c0ffee00000000000c02'));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/posts/65f0c0ffee00000000000c02');
    expect(JSON.parse(put.body)).toMatchObject({
      title: 'Payout news, updated',
      slug: 'payout-news-2',
      coverImage: '/covers/a.png',
      status: 'published',
      publishedAt: '2026-11-20T10:00:00.000Z',
      audience: { kind: 'artists' },
    });
  });

  it('keeps the post’s email list while the lists cannot be loaded', async () => {
    const user = userEvent.setup();
    const existing = post(3, { audience: { kind: 'list', listId: '65f0c0ffee00000000000d01', segmentId: null } });
    const { requests } = renderWithApi(routes, '/admin/posts/65f0c0ffee00000000000c03/edit', api(() => json(200, existing)));
    await screen.findByLabelText(/^Title/);
    await vi.waitFor(() => expect(within(screen.getByLabelText(/^Email list/)).getByRole('option', { name: 'The list chosen before' })).toBeInTheDocument());
    expect(within(screen.getByLabelText(/^Audience/)).getByRole('option', { name: 'An email list' })).toBeEnabled();
    expect(within(screen.getByLabelText(/^Audience/)).getByRole('option', { name: 'A segment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(JSON.parse(requests.find((request) => request.method === 'PUT')!.body).audience).toEqual({ kind: 'list', listId: '65f0c0ffee00000000000d01' });
  });

  it('says so when the post cannot be loaded', async () => {
    renderWithApi(routes, '/admin/posts/65f0c0ffee00000000000c09/edit', api(() => json(404, { statusCode: 404, error: 'Not Found', message: 'Post not found' })));
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
  });
});
