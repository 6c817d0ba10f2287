import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog, preloadMenu } from '@/shared/ui';
import { AdminEmailListsPage } from './email-lists-page';
import { emailList, failure, json, page, renderAt } from './email-test-kit';

const renderLists = (path: string, answer: Parameters<typeof renderAt>[3]) => renderAt('/admin/email-lists', <AdminEmailListsPage />, path, answer);

beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadMenu()]);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminEmailListsPage', () => {
  it('lists the lists of the address’s search and page, with the sub-navigation', async () => {
    const { requests } = renderLists('/admin/email-lists?search=news&page=2', () => page([emailList(1, { description: 'Monthly news' }), emailList(2)], 27));
    const rows = await screen.findAllByTestId('email-list-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'List 1' })).toHaveAttribute('href', '/admin/email-lists/65f0c0ffee0000000000b001');
    expect(within(rows[0]!).getByText('Monthly news')).toBeInTheDocument();
    expect(screen.getByText('27 lists')).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('search')).toBe('news');
    expect(requests[0]!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Email pages' })).toBeInTheDocument();
  });

  it('says there are none yet and offers to create one', async () => {
    renderLists('/admin/email-lists', () => page([]));
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New list' }).length).toBeGreaterThan(0);
  });

  it('offers to clear a search that matches nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderLists('/admin/email-lists?search=zzz', () => page([]));
    expect(await screen.findByText('No lists match this search')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s message when the lists fail, with a way to try again', async () => {
    renderLists('/admin/email-lists', () => failure(503, 'The email service is resting.'));
    expect(await screen.findByText('Unable to load the lists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a list from the dialog', async () => {
    const user = userEvent.setup();
    const { requests } = renderLists('/admin/email-lists', ({ method }) => (method === 'POST' ? json(201, emailList(3, { name: 'Fans' })) : page([])));
    await screen.findByText('No lists yet');
    await user.click(screen.getAllByRole('button', { name: 'New list' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Fans');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'People who like us');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ name: 'Fans', description: 'People who like us', visibleInPreferences: true });
  });

  it('deletes a list after confirmation, and shows a refusal', async () => {
    const user = userEvent.setup();
    renderLists('/admin/email-lists', ({ method }) =>
      method === 'DELETE' ? failure(409, 'This list is used by a scheduled campaign.') : page([emailList(1)]),
    );
    const [row] = await screen.findAllByTestId('email-list-row');
    await user.click(within(row!).getByRole('button', { name: 'Actions for List 1' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await within(dialog).findByText('This list is used by a scheduled campaign.')).toBeInTheDocument();
  });
});
