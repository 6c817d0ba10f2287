import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog, preloadToaster, AppToaster } from '@/shared/ui';
import { json, notBuilt, post, renderWithApi, type Answer } from '../testing/post-fixtures';
import { AdminPostDetailsPage } from './admin-post-details-page';

const POST_PATH = '/api/admin/posts/65f0c0ffee00000000000c01';

function setup(answer: Answer) {
  return renderWithApi(
    [
      {
        path: '/admin/posts/:postId',
        element: (
          <>
            <AdminPostDetailsPage />
            <AppToaster />
          </>
        ),
      },
      { path: '/admin/posts', element: <p>Posts list</p> },
    ],
    '/admin/posts/65f0c0ffee00000000000c01',
    answer,
  );
}

beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadToaster()]);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminPostDetailsPage', () => {
  it('shows the post as readers see it, with its status and audience', async () => {
    setup(() => json(200, post(1, { body: '## New rates\n\n[bad](javascript:alert(1))' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout news 1' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this post' });
    expect(within(about).getAllByText('Published')).toHaveLength(2); // the status, and the date's term
    expect(within(about).getByText('Artists')).toBeInTheDocument();
    expect(within(about).getByText('1,200')).toBeInTheDocument();
    const reader = screen.getByRole('region', { name: 'As readers see it' });
    expect(await within(reader).findByRole('heading', { name: 'New rates' })).toBeInTheDocument();
    expect(within(reader).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/posts/65f0c0ffee00000000000c01/edit');
  });

  it('unpublishes a published post, keeping the rest of it', async () => {
    const user = userEvent.setup();
    let status = 'published';
    const { requests } = setup((request) => {
      if (request.method === 'PUT') status = 'draft';
      return json(200, post(1, { status }));
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe(POST_PATH);
    expect(JSON.parse(put.body)).toMatchObject({ status: 'draft', title: 'Payout news 1', audience: { kind: 'artists' }, tags: ['payouts'] });
    // A draft cannot be emailed.
    expect(screen.getByRole('button', { name: 'Email this post' })).toBeDisabled();
  });

  it('emails the post to its audience and says how many emails were queued', async () => {
    const user = userEvent.setup();
    const { requests } = setup((request, url) =>
      url.pathname === '/api/admin/send-post-emails' ? json(202, { success: true, queued: 1234 }) : url.pathname === POST_PATH ? json(200, post(1)) : notBuilt(),
    );
    await user.click(await screen.findByRole('button', { name: 'Email this post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email this post' });
    // The form loads with the dialog.
    expect(await within(dialog).findByRole('radio', { name: /The post’s audience \(Artists\)/ })).toBeChecked();
    // The email lists answer 501 for now: that choice is disabled and says why.
    expect(await within(dialog).findByText('Email lists cannot be loaded right now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Selected email lists' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send emails' }));
    expect(await screen.findByText('1,234 emails queued')).toBeInTheDocument();
    expect(JSON.parse(requests.find((request) => request.method === 'POST')!.body)).toEqual({ postId: '65f0c0ffee00000000000c01' });
  });

  it('emails the post to chosen lists, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { requests } = setup((request, url) => {
      if (url.pathname === '/api/admin/send-post-emails') return json(404, { statusCode: 404, error: 'Not Found', message: 'Email list not found' });
      if (url.pathname === '/api/admin/email-lists') {
        return json(200, { items: [{ _id: '65f0c0ffee00000000000d01', name: 'Release news' }, { _id: '65f0c0ffee00000000000d02', name: 'Investors' }], page: 1, limit: 100, total: 2 });
      }
      return json(200, post(1));
    });
    await user.click(await screen.findByRole('button', { name: 'Email this post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email this post' });
    await vi.waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Selected email lists' })).toBeEnabled());
    await user.click(within(dialog).getByRole('radio', { name: 'Selected email lists' }));
    expect(within(dialog).getByRole('button', { name: 'Send emails' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Investors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send emails' }));
    expect(await within(dialog).findByText('Email list not found')).toBeInTheDocument();
    expect(JSON.parse(requests.find((request) => request.method === 'POST')!.body)).toEqual({
      postId: '65f0c0ffee00000000000c01',
      listIds: ['65f0c0ffee00000000000d02'],
    });
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup((request) => json(200, request.method === 'DELETE' ? { success: true } : post(1)));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(requests.find((request) => request.method === 'DELETE')!.url.pathname).toBe(POST_PATH);
  });

  it('says so when the post does not exist', async () => {
    setup(() => json(404, { statusCode: 404, error: 'Not Found', message: 'Post not found' }));
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Posts' })).toHaveAttribute('href', '/admin/posts');
  });
});
