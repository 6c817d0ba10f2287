import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CopyrightScan, Release, ReleaseDelivery } from '@/entities/release';
import { makeReleaseFixture } from '@/features/edit-release';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { AdminReleaseReviewPage } from './admin-release-review-page';

const ID = '65f0c0ffee00000000000001';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pendingAlbum = (): Release =>
  makeReleaseFixture({
    status: 'PENDING',
    displayStatus: 'PENDING',
    format: 'EP',
    coverArt: { bucket: 'releases', location: 'covers/x.jpg', url: 'http://files.test/cover.jpg' },
    tracks: [
      { ...makeReleaseFixture().tracks[0]!, title: 'Northern Lights', isrc: 'QZABC2600001', audio: { bucket: 'releases', location: 'a.wav', url: 'http://files.test/a.wav' } },
      { ...makeReleaseFixture().tracks[0]!, title: 'Polar Night', isrc: null, duration: 180, audio: { bucket: 'releases', location: 'b.wav', url: 'http://files.test/b.wav' } },
    ],
    missingFields: [
      { field: 'coverArt', code: 'NOT_SQUARE', message: 'Cover art must be square (1:1).' },
      { field: 'tracks.1.writers', message: 'Add at least one writer.' },
    ],
    history: [
      { at: '2026-11-20T09:30:00.000Z', by: 'u1', byName: 'Mara Holt', from: null, to: 'DRAFT', reason: null },
      { at: '2026-11-24T10:00:00.000Z', by: 'u1', byName: 'Mara Holt', from: 'DRAFT', to: 'PENDING', reason: null },
    ],
  });

const COMPLETED_SCAN: CopyrightScan = {
  releaseId: ID,
  status: 'COMPLETED',
  startedAt: '2026-11-25T10:00:00.000Z',
  completedAt: '2026-11-25T10:01:00.000Z',
  matches: [{ trackIndex: 1, title: 'Arctic Sun', artist: 'Other Band', isrc: null, source: 'Catalogue', confidence: 0.874, offsetSeconds: 42 }],
};

type Answer = (request: Request, url: URL) => Response | Promise<Response> | undefined;

function setup({ release = pendingAlbum(), answer }: { release?: Release; answer?: Answer } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : null;
    const path = url.pathname.replace(/^\/api/, '');
    requests.push({ method: request.method, path, body });
    const custom = await answer?.(request, url);
    if (custom) return custom;
    if (path.endsWith('/copyright-scan')) return json(404, { statusCode: 404, error: 'Not Found', message: 'No scan' });
    if (request.method === 'GET' && path === `/releases/${ID}`) return json(200, release);
    return json(500, { statusCode: 500, error: 'Internal Server Error', message: 'unexpected' });
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/distribution/:releaseId', element: <AdminReleaseReviewPage /> },
      { path: '/admin/distribution', element: <p>Queue</p> },
    ],
    { initialEntries: [{ pathname: `/admin/distribution/${ID}`, state: { backTo: '/admin/distribution?status=PENDING' } }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('admin release review', () => {
  it('shows the header, cover checks, tracks, store rules, identifiers and history', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Lights' })).toBeInTheDocument();
    expect(screen.getByText('Owner: Luna Vale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Distribution queue' })).toHaveAttribute('href', '/admin/distribution?status=PENDING');

    const cover = await screen.findByRole('region', { name: 'Cover art' });
    expect(within(cover).getByRole('img', { name: 'Cover art of Northern Lights' })).toHaveAttribute('src', 'http://files.test/cover.jpg');
    expect(within(cover).getByText(/Square \(1:1\)\. Cover art must be square/)).toBeInTheDocument();
    expect(within(cover).queryByText('Meets the cover rules')).toBeNull();

    const tracks = screen.getByRole('region', { name: 'Tracks (2)' });
    expect(within(tracks).getByText('QZABC2600001')).toBeInTheDocument();
    expect(within(tracks).getByText('03:00')).toBeInTheDocument();
    expect(within(tracks).getByRole('button', { name: 'Assign ISRCs' })).toBeInTheDocument();

    const rules = screen.getByRole('region', { name: 'Store rules' });
    expect(rules).toHaveTextContent('Track 2: Writers: Add at least one writer.');
    expect(rules).toHaveTextContent('Cover art: Cover art must be square (1:1).');
    // The delivery rules, read with the same rule set: the team assigns these.
    const stops = within(rules).getByRole('list', { name: 'What stops delivery' });
    expect(stops).toHaveTextContent('UPC/EAN: The release has no UPC. Assign under Identifiers');
    expect(stops).toHaveTextContent('Track 2: ISRC: Track 2 has no ISRC.');
    expect(within(rules).getByRole('list', { name: 'Every rule' })).toHaveTextContent('A songwriter (composer or lyricist) for every track');

    expect(screen.getByRole('region', { name: 'Identifiers' })).toHaveTextContent('1 of 2 tracks');
    expect(screen.getByRole('textbox', { name: /UPC or EAN/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent('Draft → Pending');
    expect(await screen.findByText(/Not scanned yet/)).toBeInTheDocument();
    // A pending release may be approved or rejected, not sent back to pending or delivered.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to pending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to delivery' })).toBeNull();
  });

  it('shows the metadata the stores receive and every track’s writers and credits', async () => {
    const release = pendingAlbum();
    setup({
      release: {
        ...release,
        advisory: 'EXPLICIT',
        contributors: [{ name: 'Kid Ora', role: 'PRODUCER', spotifyId: null, appleId: null }],
        artists: [...release.artists, { name: 'Sol Reyes', role: 'FEATURED_ARTIST', spotifyId: null, appleId: null }],
      },
      answer: (_request, url) =>
        url.pathname === '/api/dsp-sources/distribution'
          ? json(200, [
              { _id: 'a'.repeat(24), key: 'spotify', name: 'Spotify', image: null, notice: null, priority: 1 },
              { _id: 'b'.repeat(24), key: 'soundcloud', name: 'SoundCloud', image: null, notice: 'COMING_SOON', priority: 2 },
            ])
          : undefined,
    });
    const metadata = await screen.findByRole('region', { name: 'Release metadata' });
    for (const fact of ['Aurora Records', '℗ 2026 Aurora Records · © 2026 Aurora Records', 'Electronic', 'English', 'Yes (Explicit)', 'Worldwide', 'Reykjavík']) {
      expect(metadata).toHaveTextContent(fact);
    }
    expect(within(metadata).getByRole('list', { name: 'Release artists' })).toHaveTextContent('Nova Vale · Primary artistSol Reyes · Featured artist');
    expect(metadata).toHaveTextContent('Kid Ora (Producer)');
    expect(await within(metadata).findByText(/^Spotify \(every available store/)).toBeInTheDocument();
    expect(metadata).not.toHaveTextContent('SoundCloud');

    const credits = screen.getByRole('region', { name: 'Credits and writers' });
    const first = within(credits).getByRole('listitem', { name: '1. Northern Lights' });
    expect(first).toHaveTextContent('Mara Holt (Composer)');
    expect(first).toHaveTextContent('Mara Holt (Producer)');
    expect(first).not.toHaveTextContent('No songwriter');
  });

  it('shows a release that was out before and the countries it is sold in, by name with their flags', async () => {
    setup({ release: { ...pendingAlbum(), territories: ['NO', 'SE'], previouslyReleased: true, previousDistributor: 'cdbaby', originalReleaseDate: '2019-05-01T12:00:00.000Z' } });
    const metadata = await screen.findByRole('region', { name: 'Release metadata' });
    expect(metadata).toHaveTextContent(/Previously releasedYes, with CD Baby, first out May 1, 2019/);
    const territories = await within(metadata).findByRole('list', { name: 'Territories' });
    expect(within(territories).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Norway', 'Sweden']);
    expect(territories.querySelector('[data-flag="SE"] rect')).toHaveAttribute('fill', '#006AA7');
    expect(metadata).toHaveTextContent('2 countries');
    expect(metadata).not.toHaveTextContent('Worldwide');
  });

  it('approves with an optional note and shows the new status', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      answer: (request, url) =>
        request.method === 'POST' && url.pathname.endsWith('/approve') ? json(200, { ...pendingAlbum(), status: 'APPROVED', displayStatus: 'APPROVED' }) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this release?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Looks good');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Back to pending' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toEqual({ method: 'POST', path: `/releases/${ID}/approve`, body: { reason: 'Looks good' } });
    expect(screen.getByRole('button', { name: 'Send to delivery' })).toBeInTheDocument();
  });

  it('does not reject without a reason', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      answer: (request, url) =>
        request.method === 'POST' && url.pathname.endsWith('/reject')
          ? json(200, { ...pendingAlbum(), status: 'REJECTED', displayStatus: 'REJECTED', reviewNote: 'Square the cover.' })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this release?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason: the owner needs it to fix the release.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Square the cover.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Square the cover.', { selector: 'p' , exact: false })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toEqual({ method: 'POST', path: `/releases/${ID}/reject`, body: { reason: 'Square the cover.' } });
  });

  it('asks before removing an ISRC, and removes it only when confirmed', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      answer: (request, url) => {
        if (request.method !== 'POST' || !url.pathname.endsWith('/remove-isrc')) return undefined;
        const release = pendingAlbum();
        return json(200, { ...release, tracks: release.tracks.map((track) => ({ ...track, isrc: null })) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove ISRC of 1. Northern Lights' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this ISRC?' });
    expect(dialog).toHaveTextContent('never issued again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove ISRC of 1. Northern Lights' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this ISRC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove ISRC' }));
    await vi.waitFor(() => expect(screen.queryByText('QZABC2600001')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')).toEqual({ method: 'POST', path: `/releases/${ID}/remove-isrc`, body: { isrc: 'QZABC2600001' } });
  });

  it('checks a typed UPC before sending it, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      answer: (request, url) =>
        request.method === 'POST' && url.pathname.endsWith('/upc')
          ? json(409, { statusCode: 409, error: 'Conflict', message: 'This UPC belongs to another release.' })
          : undefined,
    });
    const input = await screen.findByRole('textbox', { name: /UPC or EAN/ });
    await user.type(input, '036000291453');
    await user.click(screen.getByRole('button', { name: 'Assign UPC' }));
    expect(await screen.findByText(/not its GS1 check digit/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(input);
    await user.type(input, '036000291452');
    await user.click(screen.getByRole('button', { name: 'Assign UPC' }));
    expect(await screen.findByText('This UPC belongs to another release.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ upc: '036000291452' });
  });

  it('lists copyright matches with their confidence', async () => {
    setup({ answer: (request, url) => (request.method === 'GET' && url.pathname.endsWith('/copyright-scan') ? json(200, COMPLETED_SCAN) : undefined) });
    const table = await screen.findByRole('table', { name: 'Copyright matches' });
    expect(table).toHaveTextContent('2. Polar Night');
    expect(table).toHaveTextContent('Arctic Sun · Other Band');
    expect(table).toHaveTextContent('87%');
    expect(table).toHaveTextContent('00:42');
  });

  it('shows the coded reasons when the payload cannot be built', async () => {
    const user = userEvent.setup();
    setup({
      answer: (request, url) =>
        url.pathname.endsWith('/nm')
          ? json(409, {
              statusCode: 409,
              error: 'Conflict',
              message: 'The release cannot be delivered.',
              reasons: [
                { code: 'MISSING_UPC', message: 'The release has no UPC.' },
                { code: 'MISSING_ISRC', field: 'tracks.1.isrc', message: 'Track 2 has no ISRC.' },
              ],
            })
          : undefined,
    });
    await user.click(await screen.findByText('Delivery payload'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No UPC: The release has no UPC.');
    expect(alert).toHaveTextContent('ISRC missing: Track 2 has no ISRC.');
  });

  it('sends an approved release to delivery with the chosen options, and lists a refusal’s coded reasons', async () => {
    const user = userEvent.setup();
    const approved = { ...pendingAlbum(), status: 'APPROVED', displayStatus: 'APPROVED' } as Release;
    const { requests } = setup({
      release: approved,
      answer: (request, url) => {
        if (url.pathname.endsWith('/send-to-nuemeta'))
          return json(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'The release cannot be delivered.',
            reasons: [{ code: 'MISSING_ISRC', field: 'tracks.1.isrc', message: 'Track 2 has no ISRC.' }],
          });
        if (url.pathname.endsWith('/distribution-sources')) return json(200, []);
        return undefined;
      },
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send to delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to delivery' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Environment' }), 'STAGING');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'HIGH');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ISRC missing: Track 2 has no ISRC.');
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/releases/${ID}/send-to-nuemeta`,
      body: { deliveryType: 'NEW', priority: 'HIGH', environment: 'STAGING' },
    });
  });

  it('offers an Online release an update or a takedown, not a first delivery, and keeps its ISRCs', async () => {
    const user = userEvent.setup();
    const delivery: ReleaseDelivery = {
      _id: '65f0c0ffee00000000000d01',
      type: 'NEW',
      priority: 'NORMAL',
      environment: 'PRODUCTION',
      stores: ['spotify'],
      status: 'ONLINE',
      partnerRef: 'SANDBOX-65f0c0ffee00000000000d01',
      sentAt: '2026-11-25T10:00:00.000Z',
      sentBy: 'u2',
      receipts: [],
    };
    const online = { ...pendingAlbum(), status: 'ONLINE', displayStatus: 'ONLINE', delivery } as Release;
    const { requests } = setup({
      release: online,
      answer: (request, url) => {
        if (url.pathname.endsWith('/send-to-nuemeta')) return json(200, { ...online, delivery: { ...delivery, type: 'TAKEDOWN', status: 'SENT' } });
        if (url.pathname.endsWith('/distribution')) return json(200, []);
        return undefined;
      },
    });
    const actions = await screen.findByRole('group', { name: 'Delivery actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Send an update', 'Take down']);
    expect(screen.queryByRole('button', { name: 'Send to delivery' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove ISRC/ })).toBeNull();
    expect(screen.getByText('QZABC2600001')).toBeInTheDocument();
    // The admin still sees the partner's reference.
    expect(screen.getByText('SANDBOX-65f0c0ffee00000000000d01')).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down from the stores' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/releases/${ID}/send-to-nuemeta`,
      body: { deliveryType: 'TAKEDOWN', priority: 'NORMAL', environment: 'PRODUCTION' },
    });
  });

  it('says when the release does not exist, with a way back to the queue', async () => {
    setup({ answer: (request, url) => (url.pathname.endsWith(`/releases/${ID}`) ? json(404, { statusCode: 404, error: 'Not Found', message: 'Release not found' }) : undefined) });
    expect(await screen.findByText('Release not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the distribution queue' })).toHaveAttribute('href', '/admin/distribution?status=PENDING');
  });
});
