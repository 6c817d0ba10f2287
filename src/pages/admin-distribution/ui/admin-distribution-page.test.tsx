import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminReleaseSummary } from '@/entities/release';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog, preloadMenu, preloadPopover, toaster } from '@/shared/ui';
import { AdminDistributionPage } from './admin-distribution-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const id = (n: number) => `65f0c0ffee00000000000b0${n}`;
const OWNER_ID = '65f0c0ffee00000000000a01';

function release(n: number, overrides: Partial<AdminReleaseSummary> = {}): AdminReleaseSummary {
  return {
    _id: id(n),
    title: `Night Drive ${n}`,
    titleVersion: null,
    format: 'SINGLE',
    status: 'PENDING',
    displayStatus: 'PENDING',
    missingFields: [],
    coverArtUrl: null,
    coverThumbnailUrl: null,
    primaryArtists: [{ name: 'The Paper Boats', spotifyId: null, appleId: null, artistId: null }],
    label: 'Paper Boats Records',
    primaryGenre: 'Pop',
    releaseDate: '2026-03-07T12:00:00.000Z',
    upc: null,
    trackCount: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    submittedAt: '2026-11-22T10:00:00.000Z',
    owner: { _id: OWNER_ID, name: 'Ada Artist', email: 'ada@demo.test' },
    artistName: 'The Paper Boats',
    isrcCount: 1,
    deliveryStatus: null,
    reviewNote: null,
    ...overrides,
  };
}

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = (request: Seen) => Response | Promise<Response>;

const page = (items: AdminReleaseSummary[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

function setup(initialPath: string, answer: Answer) {
  const requests: Seen[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const seen = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined };
    requests.push(seen);
    return answer(seen);
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/distribution', element: <AdminDistributionPage /> },
      { path: '/admin/distribution/:releaseId', element: <p>Review page</p> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

/** Opens a row's actions and picks one with the keyboard (as the menu button pattern has it). */
async function pickAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, keys: string, name: string) {
  const trigger = within(row).getByRole('button', { name: /^Actions for / });
  // A menu closed a moment ago is still closing: a click on its trigger then would be lost.
  await vi.waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  await user.click(trigger);
  const menu = await screen.findByRole('menu');
  await vi.waitFor(() => expect(menu).toHaveFocus());
  await user.keyboard(keys);
  // Zag's menu renders the highlight after the key's event, in React's next update.
  await vi.waitFor(() => expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

const lists = (requests: Seen[]) => requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/admin/releases');

// The bulk dialogs come in a lazy chunk the page asks for once a release is selected; loaded inside a
// test, that first load (seconds on a busy 2-core machine) raced the test's wait for the dialog.
beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadMenu(), preloadPopover(), import('./deferred')]);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminDistributionPage', () => {
  it('opens on the releases that need review, the longest waiting first, each with its owner, codes and delivery', async () => {
    const { requests } = setup('/admin/distribution', () =>
      page([release(1, { title: 'Blue Hour', titleVersion: 'Extended Mix', format: 'EP', upc: '0123456789012', coverThumbnailUrl: 'http://localhost/api/files/c/thumb.jpg' })]),
    );
    const [row] = await screen.findAllByTestId('queue-row');
    expect(Object.fromEntries(lists(requests)[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '25',
      status: 'PENDING',
      sortBy: 'submittedAt',
      sortDirection: 'asc',
    });
    expect(screen.getByRole('button', { name: 'Needs review' })).toHaveAttribute('aria-pressed', 'true');
    const cells = within(row!);
    expect(cells.getByRole('link', { name: 'Blue Hour' })).toHaveAttribute('href', `/admin/distribution/${id(1)}`);
    expect(cells.getByText('Extended Mix')).toBeInTheDocument();
    expect(cells.getByText('Ada Artist')).toBeInTheDocument();
    expect(cells.getByText('ada@demo.test')).toBeInTheDocument();
    expect(cells.getByText('EP')).toBeInTheDocument();
    expect(cells.getByText('Pending')).toBeInTheDocument();
    expect(cells.getByText('UPC 0123456789012')).toBeInTheDocument();
    expect(cells.getByText('ISRCs 1 of 2')).toBeInTheDocument();
    expect(cells.getByText('Not sent')).toBeInTheDocument();
    expect(cells.getByText('Release 03/07/2026')).toBeInTheDocument();
    expect(cells.getByRole('checkbox', { name: 'Select Blue Hour' })).not.toBeChecked();
    expect(screen.getByText('1 release')).toBeInTheDocument();
  });

  it('asks for what the address describes and shows those filters', async () => {
    const { requests } = setup(
      `/admin/distribution?view=all&status=APPROVED,DELIVERED&format=EP&tags=noUpc,hasIsrcs&releaseDateFrom=2026-01-01&userId=${OWNER_ID}&sortBy=title&sortDirection=asc&page=2&search=blue`,
      () => page([release(1)], 60),
    );
    await screen.findAllByTestId('queue-row');
    expect(Object.fromEntries(lists(requests)[0]!.url.searchParams)).toEqual({
      page: '2',
      limit: '25',
      search: 'blue',
      status: 'APPROVED,DELIVERED',
      format: 'EP',
      tags: 'noUpc,hasIsrcs',
      releaseDateFrom: '2026-01-01',
      userId: OWNER_ID,
      sortBy: 'title',
      sortDirection: 'asc',
    });
    expect(screen.getByRole('button', { name: 'All releases' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Status: Approved, Delivered' })).toBeInTheDocument();
    expect(screen.getByLabelText('Format')).toHaveValue('EP');
    expect(screen.getByLabelText('UPC')).toHaveValue('noUpc');
    expect(screen.getByLabelText('ISRCs')).toHaveValue('hasIsrcs');
    expect(screen.getByLabelText('Release date from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Sort by')).toHaveValue('title');
    expect(screen.getByLabelText('Order')).toHaveValue('asc');
    expect(screen.getByText('Only the releases of Ada Artist (ada@demo.test).')).toBeInTheDocument();
  });

  it('writes a changed view and statuses to the address, back on the first page', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/distribution?page=2', () => page([release(1)], 30));
    await screen.findAllByTestId('queue-row');

    await user.click(screen.getByRole('button', { name: 'All releases' }));
    expect(router.state.location.search).toBe('?view=all');
    await user.click(screen.getByRole('button', { name: 'Status: All statuses' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rejected' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    expect(router.state.location.search).toBe('?view=all&status=PENDING%2CREJECTED');
  });

  it('writes changed filters and sort to the address, back on the first page, and asks again', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/admin/distribution?view=all&status=PENDING,REJECTED&page=2', () => page([release(1)], 30));
    await screen.findAllByTestId('queue-row');

    await user.selectOptions(screen.getByLabelText('Format'), 'Album');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await user.selectOptions(screen.getByLabelText('UPC'), 'No UPC yet');
    await user.selectOptions(screen.getByLabelText('ISRCs'), 'Some tracks lack one');
    expect(new URLSearchParams(router.state.location.search).get('tags')).toBe('noUpc,noIsrcs');
    await user.selectOptions(screen.getByLabelText('UPC'), 'Any');
    expect(new URLSearchParams(router.state.location.search).get('tags')).toBe('noIsrcs');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Release date');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending (oldest, A–Z)');

    await vi.waitFor(() =>
      expect(Object.fromEntries(lists(requests).at(-1)!.url.searchParams)).toEqual({
        page: '1',
        limit: '25',
        status: 'PENDING,REJECTED',
        format: 'ALBUM',
        tags: 'noIsrcs',
        sortBy: 'releaseDate',
        sortDirection: 'asc',
      }),
    );
  });

  it('changes the status of the selected releases and names the ones that failed, which stay selected', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/distribution', (request) => {
      if (request.method === 'PATCH')
        return json(200, {
          success: false,
          message: 'Done for 1; 1 failed.',
          succeeded: [id(2)],
          failed: [{ releaseId: id(1), message: 'A DRAFT release cannot become REJECTED; from DRAFT it can become PENDING.' }],
        });
      return page([release(1, { title: 'Blue Hour' }), release(2, { title: 'Night Drive' }), release(3, { title: 'Low Tide' })]);
    });
    await screen.findAllByTestId('queue-row');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Blue Hour' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Night Drive' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all releases on this page' })).toHaveProperty('indeterminate', true);

    await user.click(within(bar).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(dialog).getByLabelText(/New status/), 'Reject');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('Say why: the owner reads it to fix the release.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    // Pasted: one input event instead of a render per key (what is tested is the reason sent, not typing).
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('The cover shows a logo.');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));

    const summary = await screen.findByRole('alert', { name: 'Change status result' });
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/releases/bulk/status');
    expect(patch.body).toEqual({ releaseIds: [id(1), id(2)], status: 'REJECTED', reason: 'The cover shows a logo.' });
    expect(within(summary).getByText(/Done for 1; 1 failed\./)).toBeInTheDocument();
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Blue Hour: A DRAFT release cannot become REJECTED; from DRAFT it can become PENDING.');
    expect(screen.getByRole('checkbox', { name: 'Select Blue Hour' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Night Drive' })).not.toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 selected')).toBeInTheDocument();
    // The queue is read again after the call.
    await vi.waitFor(() => expect(lists(requests).length).toBeGreaterThan(1));
  });

  it('selects the whole page at once and sends the selection to delivery with its options', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/distribution?view=all', (request) => {
      if (request.url.pathname === '/api/dsp-sources/distribution')
        return json(200, [
          { _id: '65f0c0ffee00000000000d01', key: 'spotify', name: 'Spotify', image: null, notice: null, priority: 1 },
          { _id: '65f0c0ffee00000000000d02', key: 'apple', name: 'Apple Music', image: null, notice: null, priority: 2 },
          { _id: '65f0c0ffee00000000000d03', key: 'newstore', name: 'New Store', image: null, notice: 'COMING_SOON', priority: 3 },
        ]);
      if (request.method === 'POST') return json(200, { success: true, succeeded: [id(1), id(2)], failed: [] });
      return page([release(1, { status: 'APPROVED', displayStatus: 'APPROVED' }), release(2, { status: 'APPROVED', displayStatus: 'APPROVED' })]);
    });
    await screen.findAllByTestId('queue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all releases on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Night Drive 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Night Drive 2' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send to delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to delivery' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Spotify' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /New Store/ })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Environment'), 'Test (staging)');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'High');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Apple Music' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to delivery' }));

    const summary = await screen.findByRole('status', { name: 'Send to delivery result' });
    expect(summary).toHaveTextContent('Done for 2 releases.');
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/releases/bulk/send-to-nuemeta' }),
      body: { releaseIds: [id(1), id(2)], deliveryType: 'NEW', priority: 'HIGH', environment: 'STAGING', stores: ['spotify'] },
    });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('assigns the codes chosen to the selected releases', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/distribution', (request) => {
      if (request.url.pathname === '/api/admin/tags') return json(200, { items: [], total: 40, available: { UPC: 12, ISRC: 3400 } });
      if (request.method === 'PATCH') return json(200, { success: true, succeeded: [id(1)], failed: [] });
      return page([release(1, { title: 'Blue Hour' })]);
    });
    await screen.findAllByTestId('queue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select Blue Hour' }));
    await user.click(screen.getByRole('button', { name: 'Assign codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign codes' });
    expect(await within(dialog).findByText('Left to issue: 12 UPCs and 3,400 ISRCs this year.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Assign UPCs' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Assign ISRCs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign codes' }));
    expect(await within(dialog).findByText('Choose UPCs, ISRCs or both.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Assign ISRCs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign codes' }));
    expect(await screen.findByRole('status', { name: 'Assign codes result' })).toHaveTextContent('Done for 1 release.');
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/releases/bulk/tags' }),
      body: { releaseIds: [id(1)], assignUPCs: false, assignISRCs: true },
    });
  });

  it('asks before deleting, and deletes nothing when told to keep them', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/admin/distribution?view=all', (request) => {
      if (request.method === 'DELETE') return json(200, { success: true, succeeded: [id(1)], failed: [] });
      return page([release(1, { title: 'Blue Hour', status: 'DRAFT', displayStatus: 'DRAFT' })]);
    });
    await screen.findAllByTestId('queue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select Blue Hour' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 release?' });
    expect(within(dialog).getByText('Blue Hour')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 release?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status', { name: 'Delete result' })).toHaveTextContent('Done for 1 release.');
    expect(requests.find((request) => request.method === 'DELETE')).toMatchObject({ body: { releaseIds: [id(1)] } });
  });

  it('approves one release from its row and assigns its codes', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    const { requests } = setup('/admin/distribution', (request) => {
      if (request.url.pathname === '/api/releases/bulk/tags')
        return json(200, { success: false, succeeded: [], failed: [{ releaseId: id(1), message: 'No UPCs are left in the configured range.' }] });
      if (request.method === 'PATCH') return json(200, { success: true, succeeded: [id(1)], failed: [] });
      return page([release(1, { title: 'Blue Hour' })]);
    });
    const [row] = await screen.findAllByTestId('queue-row');

    await user.click(within(row!).getByRole('button', { name: 'Actions for Blue Hour' }));
    expect(await screen.findByRole('menuitem', { name: 'Review' })).toHaveAttribute('href', `/admin/distribution/${id(1)}`);
    // Escape closes the menu once it has the focus (it takes it a frame after opening).
    await vi.waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await user.keyboard('{Escape}');

    await pickAction(user, row!, '{ArrowDown}{ArrowDown}', 'Approve');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: '“Blue Hour” approved' }));
    expect(requests.find((request) => request.url.pathname === '/api/releases/bulk/status')?.body).toEqual({ releaseIds: [id(1)], status: 'APPROVED' });

    await pickAction(user, row!, '{ArrowDown}{ArrowDown}{ArrowDown}', 'Assign UPC');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Could not assign a UPC to “Blue Hour”', description: 'No UPCs are left in the configured range.' }),
    );
    expect(requests.find((request) => request.url.pathname === '/api/releases/bulk/tags')?.body).toEqual({ releaseIds: [id(1)], assignUPCs: true, assignISRCs: false });
  });

  it('says when nothing matches and clears the filters, keeping the view', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/distribution?view=all&format=EP&search=zzz', () => page([]));
    expect(await screen.findByText('No releases match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(router.state.location.search).toBe('?view=all');
  });

  it('says when nothing waits for review', async () => {
    setup('/admin/distribution', () => page([]));
    expect(await screen.findByText('Nothing waits for review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all releases' })).toBeInTheDocument();
  });

  it('shows the server’s message when the queue cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup('/admin/distribution', () =>
      fail ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'The database is not answering.' }) : page([release(1)]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the releases');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('queue-row')).toHaveLength(1);
  });
});
