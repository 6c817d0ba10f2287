import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $modalsOpen } from '@/entities/general-store';
import type { ReleaseSummary } from '@/entities/release';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog, preloadMenu, toaster } from '@/shared/ui';
import { ReleaseManagementPage } from './release-management-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function release(n: number, overrides: Partial<ReleaseSummary> = {}): ReleaseSummary {
  return {
    _id: `65f0c0ffee00000000000b0${n}`,
    title: `Night Drive ${n}`,
    titleVersion: null,
    format: 'SINGLE',
    status: 'DRAFT',
    displayStatus: 'DRAFT',
    missingFields: [],
    coverArtUrl: null,
    coverThumbnailUrl: null,
    primaryArtists: [{ name: 'The Paper Boats', spotifyId: null, appleId: null, artistId: null }],
    label: 'Paper Boats Records',
    primaryGenre: 'Pop',
    releaseDate: '2026-03-07T12:00:00.000Z',
    upc: null,
    trackCount: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    submittedAt: null,
    ...overrides,
  };
}

type Answer = (request: Request, url: URL) => Response | Promise<Response>;

function setup(initialPath: string, answer: Answer) {
  const requests: { method: string; url: URL }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, url });
    return answer(request, url);
  });
  const scope: Scope = fork();
  const router = createMemoryRouter(
    [
      { path: '/dashboard/releases/management', element: <ReleaseManagementPage /> },
      { path: '/dashboard/releases/:releaseId/edit', element: <p>Edit page</p> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <Provider value={scope}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { router, requests, scope };
}

/** Opens a row's actions and picks one with the keyboard (as the menu button pattern has it). */
async function pickAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, keys: string, name: string) {
  await user.click(within(row).getByRole('button', { name: /^Actions for / }));
  const menu = await screen.findByRole('menu');
  await vi.waitFor(() => expect(menu).toHaveFocus());
  await user.keyboard(keys);
  expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

const page = (items: ReleaseSummary[], total = items.length) => json(200, { items, page: 1, limit: 20, total });
const lists = (requests: { method: string; url: URL }[]) => requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/releases');

beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadMenu()]);
});
afterEach(() => vi.restoreAllMocks());

describe('ReleaseManagementPage', () => {
  it('asks for the releases the address describes, and shows those filters', async () => {
    const { requests } = setup('/dashboard/releases/management?search=night&filter=draft&status=DRAFT,INCOMPLETE&format=EP&sortBy=oldest&page=2', () =>
      page([release(1)], 41),
    );
    await screen.findAllByTestId('release-row');
    const query = lists(requests)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      limit: '20',
      search: 'night',
      filter: 'draft',
      status: 'DRAFT,INCOMPLETE',
      format: 'EP',
      sortBy: 'oldest',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('night');
    expect(screen.getByLabelText('Show')).toHaveValue('draft');
    expect(screen.getByLabelText('Format')).toHaveValue('EP');
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Draft, Incomplete');
    expect(screen.getByText('41 releases')).toBeInTheDocument();
  });

  it('writes a changed filter to the address, back on the first page, and asks again', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/dashboard/releases/management?page=2', () => page([release(1)], 30));
    await screen.findAllByTestId('release-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'Taken Down');
    expect(router.state.location.search).toBe('?status=TAKEN_DOWN');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title A–Z');
    expect(router.state.location.search).toBe('?status=TAKEN_DOWN&sortBy=title');
    await vi.waitFor(() => expect(lists(requests).at(-1)!.url.searchParams.get('sortBy')).toBe('title'));
    expect(lists(requests).at(-1)!.url.searchParams.get('status')).toBe('TAKEN_DOWN');
  });

  it('shows each release with its cover, artists, labels and dates, never a raw key', async () => {
    setup('/dashboard/releases/management', () =>
      page([
        release(1, {
          title: 'Blue Hour',
          titleVersion: 'Extended Mix',
          format: 'EP',
          status: 'TAKEN_DOWN',
          displayStatus: 'TAKEN_DOWN',
          upc: '0123456789012',
          trackCount: 4,
          coverThumbnailUrl: 'http://localhost/api/files/cover-1/thumbnail.jpg',
          primaryArtists: [
            { name: 'The Paper Boats', spotifyId: null, appleId: null, artistId: null },
            { name: 'Rio Hart', spotifyId: null, appleId: null, artistId: null },
          ],
        }),
        release(2, { displayStatus: 'INCOMPLETE', missingFields: ['audioLanguage', 'releaseDate'], releaseDate: null }),
      ]),
    );
    const [published, incomplete] = await screen.findAllByTestId('release-row');
    const row = within(published!);
    expect(row.getByRole('link', { name: 'Blue Hour' })).toHaveAttribute('href', '/dashboard/releases/65f0c0ffee00000000000b01/edit');
    expect(row.getByText('Extended Mix')).toBeInTheDocument();
    expect(row.getByText('The Paper Boats, Rio Hart')).toBeInTheDocument();
    expect(row.getByText('EP')).toBeInTheDocument();
    expect(row.getByText('Taken Down')).toBeInTheDocument();
    expect(row.getByText('03/07/2026')).toBeInTheDocument();
    expect(row.getByText('0123456789012')).toBeInTheDocument();
    expect(row.getByText('4 tracks')).toBeInTheDocument();
    expect(published!.querySelector('img')).toHaveAttribute('src', 'http://localhost/api/files/cover-1/thumbnail.jpg');

    const draft = within(incomplete!);
    expect(draft.getByText('Incomplete')).toBeInTheDocument();
    expect(draft.getByText('Missing: Audio language, Release date')).toBeInTheDocument();
    expect(draft.getByText('Single')).toBeInTheDocument();
    expect(draft.getByTestId('cover-placeholder')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Releases' }));
    for (const key of ['TAKEN_DOWN', 'INCOMPLETE', 'SINGLE', 'audioLanguage']) expect(table.queryByText(new RegExp(key))).not.toBeInTheDocument();
  });

  it('offers to delete drafts only', async () => {
    const user = userEvent.setup();
    setup('/dashboard/releases/management', () => page([release(1, { status: 'PENDING', displayStatus: 'PENDING', title: 'Sent' })]));
    const [row] = await screen.findAllByTestId('release-row');
    await user.click(within(row!).getByRole('button', { name: 'Actions for Sent' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete draft…' })).not.toBeInTheDocument();
  });

  it('deletes a draft after confirmation, reloads the list and says so', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    let deleted = false;
    const { requests } = setup('/dashboard/releases/management', (request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return json(200, { success: true });
      }
      return page(deleted ? [release(2)] : [release(1), release(2)]);
    });
    const [row] = await screen.findAllByTestId('release-row');
    await pickAction(user, row!, '{End}', 'Delete draft…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(within(dialog).getByText(/“Night Drive 1”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('release-row')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'DELETE')!.url.pathname).toBe('/api/releases/drafts/65f0c0ffee00000000000b01');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Draft “Night Drive 1” deleted' }));
    // The dialog leaves after its closing animation.
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('keeps the draft and shows the server’s message when deleting fails', async () => {
    const user = userEvent.setup();
    setup('/dashboard/releases/management', (request) =>
      request.method === 'DELETE'
        ? json(409, { statusCode: 409, error: 'Conflict', message: 'Only drafts can be deleted: this release is PENDING.' })
        : page([release(1)]),
    );
    const [row] = await screen.findAllByTestId('release-row');
    await pickAction(user, row!, '{End}', 'Delete draft…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    expect(await within(dialog).findByText('Only drafts can be deleted: this release is PENDING.')).toBeInTheDocument();
    expect(screen.getAllByTestId('release-row')).toHaveLength(1);
  });

  it('explains an empty list and opens the Create Release wizard from it', async () => {
    const user = userEvent.setup();
    const { scope } = setup('/dashboard/releases/management', () => page([]));
    expect(await screen.findByText('No releases yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Create release' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(scope.getState($modalsOpen).releaseCreate).toBe(true);
  });

  it('offers to clear filters that match nothing', async () => {
    const user = userEvent.setup();
    const { router } = setup('/dashboard/releases/management?format=ALBUM&sortBy=popular', () => page([]));
    expect(await screen.findByText('No releases match these filters')).toBeInTheDocument();
    const [, clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear!);
    expect(router.state.location.search).toBe('');
  });

  it('goes back to the last page when the address points past the end', async () => {
    const { router, requests } = setup('/dashboard/releases/management?page=4&format=EP', (_, url) =>
      url.searchParams.get('page') === '2' ? page([release(21)], 21) : json(200, { items: [], page: 4, limit: 20, total: 21 }),
    );
    expect(await screen.findByRole('link', { name: 'Night Drive 21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&format=EP');
    expect(lists(requests).map((request) => request.url.searchParams.get('page'))).toEqual(['4', '2']);
    expect(screen.queryByText('No releases match these filters')).not.toBeInTheDocument();
  });

  it('shows the catalogue’s message when the list fails, with a way to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup('/dashboard/releases/management', () => {
      calls += 1;
      return calls === 1 ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }) : page([release(1)]);
    });
    expect(await screen.findByText('Unable to load your releases')).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('release-row')).toHaveLength(1);
  });
});
