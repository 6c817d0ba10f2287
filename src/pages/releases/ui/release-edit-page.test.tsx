import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Release } from '@/entities/release';
import { makeReleaseFixture } from '@/features/edit-release';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { ReleaseEditPage } from './release-edit-page';
import { ReleaseTrackEditPage } from './release-track-edit-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const OPTIONS = {
  primaryGenres: ['Electronic', 'Pop'],
  genres: ['Electronic', 'House', 'Pop'],
  languages: [
    { code: 'zxx', name: 'Instrumental' },
    { code: 'en', name: 'English' },
  ],
  countries: [{ code: 'US', name: 'United States' }],
};

const store = (index: number, key: string, name: string, notice: string | null = null) => ({ _id: `65f0c0ffee0000000000020${index}`, key, name, image: null, notice, priority: index });
const STORES = [store(2, 'soundcloud', 'SoundCloud', 'COMING_SOON'), store(1, 'tidal', 'Tidal'), store(0, 'spotify', 'Spotify')];

type Answer = (request: Request, url: URL) => Response | Promise<Response> | undefined;

function setup(path: string, { release = makeReleaseFixture(), answer }: { release?: Release; answer?: Answer } = {}) {
  let current = release;
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : null;
    requests.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), body });
    const custom = await answer?.(request, url);
    if (custom) return custom;
    if (url.pathname.endsWith('/reference/release-options')) return json(200, OPTIONS);
    if (url.pathname.endsWith('/dsp-sources/distribution')) return json(200, STORES);
    if (request.method === 'PATCH') {
      current = { ...current, ...(body as Partial<Release>) };
      return json(200, current);
    }
    if (request.method === 'GET') return json(200, current);
    return json(500, { statusCode: 500, error: 'Internal Server Error', message: 'unexpected' });
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/releases/:releaseId/edit/:tabSection?', element: <ReleaseEditPage /> },
      { path: '/dashboard/releases/:releaseId/edit/:tabSection/track/:trackIndex/:trackTab?', element: <ReleaseTrackEditPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests, view };
}

const ID = '65f0c0ffee00000000000001';
const patches = (requests: { method: string; path: string; body: unknown }[]) => requests.filter((request) => request.method === 'PATCH');

beforeAll(async () => {
  // The panels are a lazy chunk: loaded here, not inside the first test (its cold load, seconds on
  // a busy machine, raced that test's findBy).
  await Promise.all([preloadDialog(), import('./edit/panels')]);
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('release edit page', () => {
  it('opens the tab the URL names, and Details when it names none', async () => {
    const { router } = setup(`/dashboard/releases/${ID}/edit/dates`);
    expect(await screen.findByRole('heading', { name: 'Stores and dates' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Release sections' });
    expect(within(tabs).getByRole('link', { name: 'Stores and dates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: /^Release Date/ })).toHaveValue('12/04/2026');
    // The stores of the one list: those delivered to, then those coming soon.
    expect(await screen.findByText('These are the stores our delivery partner delivers to; once approved, the release goes to each of them: Spotify, Tidal.')).toBeInTheDocument();
    expect(screen.getByText('Coming soon, not delivered to yet: SoundCloud.')).toBeInTheDocument();
    await act(() => router.navigate(`/dashboard/releases/${ID}/edit`));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the title, status and format in the header, with a way back', async () => {
    setup(`/dashboard/releases/${ID}/edit/details`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Lights' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Single')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Release management' })).toHaveAttribute('href', '/dashboard/releases/management');
  });

  it('saves a change with only that field, saying Saving… then Saved', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/details`);
    const title = await screen.findByRole('textbox', { name: /^Title(?! Version)/ });
    await user.type(title, ' (Live)');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await vi.waitFor(() => expect(patches(requests)).toHaveLength(1), { timeout: 3000 });
    expect(patches(requests)[0]).toEqual({ method: 'PATCH', path: `/releases/drafts/${ID}`, body: { title: 'Northern Lights (Live)' } });
    await vi.waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
  });

  it('keeps changes while offline and says so', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/details`);
    const location = await screen.findByRole('textbox', { name: /^Recording Location/ });
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.clear(location);
    await user.type(location, 'Oslo');
    expect(await screen.findByText('Offline, will save when back online')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(patches(requests)).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(`royalty-desk.release-edits.${ID}`) ?? '{}')).toEqual({ recordingLocation: 'Oslo' });
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(patches(requests).at(-1)?.body).toEqual({ recordingLocation: 'Oslo' }));
  });

  it('shows the rule of spec 2 §5 on a field and does not save it', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/details`);
    const title = await screen.findByRole('textbox', { name: /^Title(?! Version)/ });
    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(patches(requests)).toHaveLength(0);
  });

  it('gates Add in the artist dialog and does not take an artist twice', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/artists`);
    await user.click(await screen.findByRole('button', { name: 'Add Primary Artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Primary Artist' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /enter their name myself/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Artist name/ }), 'nova vale');
    await user.click(within(dialog).getByRole('radio', { name: /No, create a new Spotify profile/ }));
    await user.click(within(dialog).getByRole('radio', { name: /No, create a new Apple Music profile/ }));
    expect(within(dialog).getByText('This artist is already on the release.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Artist name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Artist name/ }), 'Kid Ora');
    await user.click(within(dialog).getByRole('radio', { name: /Yes, they have an Apple Music profile/ }));
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Apple Music artist ID/ }), '998877');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText('Kid Ora')).toBeInTheDocument();
    await vi.waitFor(() => expect(patches(requests)).toHaveLength(1), { timeout: 3000 });
    expect((patches(requests)[0]?.body as Release).artists).toEqual([
      expect.objectContaining({ name: 'Nova Vale' }),
      { name: 'Kid Ora', spotifyId: null, appleId: '998877', role: 'PRIMARY_ARTIST', artist: null },
    ]);
  });

  it('shows on each tab whether it is complete, from the release readiness checks', async () => {
    const release = makeReleaseFixture({
      missingFields: [
        { field: 'releaseDate', message: 'Release date is required.' },
        { field: 'label', message: 'Label is required.' },
        { field: 'tracks.0.writers', message: 'Add at least one writer.' },
      ],
    });
    setup(`/dashboard/releases/${ID}/edit/details`, { release });
    const tabs = await screen.findByRole('navigation', { name: 'Release sections' });
    const tab = (name: string) => within(tabs).getByRole('link', { name });
    expect(tab('Details')).toHaveAccessibleDescription('Complete');
    expect(tab('Artists and contributors')).toHaveAccessibleDescription('Complete');
    expect(tab('Tracks')).toHaveAccessibleDescription('Complete');
    expect(tab('Credits and writers')).toHaveAccessibleDescription('1 thing missing');
    expect(tab('Stores and dates')).toHaveAccessibleDescription('2 things missing');
    expect(tab('Review and submit')).toHaveAccessibleDescription('3 things missing');
  });

  it('lists what is missing with links, and shows the fields of a refused submit', async () => {
    const user = userEvent.setup();
    const release = makeReleaseFixture({ missingFields: [{ code: 'RELEASE_DATE_REQUIRED', field: 'releaseDate', message: 'Release date is required.' }] });
    setup(`/dashboard/releases/${ID}/edit/review`, {
      release,
      answer: (request) =>
        request.method === 'POST'
          ? json(422, {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'Release draft is invalid, please fix the errors and try again',
              fields: [{ code: 'TRACK_WRITER_REQUIRED', field: 'tracks.0.writers', message: 'Add a songwriter.' }],
            })
          : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Fix in Stores and dates' })).toHaveAttribute('href', `/dashboard/releases/${ID}/edit/dates#releaseDate`);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Release draft is invalid, please fix the errors and try again');
    expect(alert).toHaveTextContent('Track 1: Writers: Add a songwriter.');
    expect(within(alert).getByRole('link', { name: 'Fix in Track 1 › Writers' })).toHaveAttribute('href', `/dashboard/releases/${ID}/edit/credits/track/0/writers#writers`);
  });

  it('shows Pending after a successful submit and turns read-only', async () => {
    const user = userEvent.setup();
    setup(`/dashboard/releases/${ID}/edit/review`, {
      answer: (request) =>
        request.method === 'POST' ? json(200, makeReleaseFixture({ status: 'PENDING', displayStatus: 'PENDING' })) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/Sent for review: the release is Pending/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/shown read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('opens the distribution agreement when the first submit is refused (428), and submits once it is accepted', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const agreements = {
      agreements: [{ type: 'DISTRIBUTION_AGREEMENT', version: '2026-11-01', title: 'Distribution agreement', sections: [{ heading: 'Payouts', paragraphs: ['We pass on what the stores pay.'] }] }],
    };
    const { requests } = setup(`/dashboard/releases/${ID}/edit/review`, {
      answer: (request, url) => {
        if (url.pathname.endsWith('/user/agreements')) {
          accepted = true;
          return json(201, { acceptances: [], outstanding: [] });
        }
        if (url.pathname.endsWith('/api/agreements')) return json(200, agreements);
        if (request.method !== 'POST') return undefined;
        return accepted
          ? json(200, makeReleaseFixture({ status: 'PENDING', displayStatus: 'PENDING' }))
          : json(428, {
              statusCode: 428,
              error: 'Precondition Required',
              message: 'Accept the distribution agreement before you send a release for review.',
              code: 'AGREEMENT_NOT_ACCEPTED',
              agreementType: 'DISTRIBUTION_AGREEMENT',
              currentVersion: '2026-11-01',
            });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Distribution agreement' });
    expect(dialog).toHaveTextContent('Before your first release goes to review, read the distribution agreement and accept it.');
    expect(await within(dialog).findByText('We pass on what the stores pay.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and submit' }));
    expect(await screen.findByText(/Sent for review: the release is Pending/)).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith('/user/agreements'))?.body).toEqual({ type: 'DISTRIBUTION_AGREEMENT', version: '2026-11-01' });
    expect(requests.filter((request) => request.path.endsWith('/submit'))).toHaveLength(2);
  });

  it('shows a rejected release’s review note on every tab, with the way to send it again', async () => {
    const user = userEvent.setup();
    const release = makeReleaseFixture({ status: 'REJECTED', displayStatus: 'REJECTED', reviewNote: 'The cover shows a website address.' });
    const { requests } = setup(`/dashboard/releases/${ID}/edit/details`, {
      release,
      answer: (request) =>
        request.method === 'POST' ? json(200, makeReleaseFixture({ status: 'PENDING', displayStatus: 'PENDING' })) : undefined,
    });
    const notice = await screen.findByRole('region', { name: 'Changes needed before this release can go to the stores' });
    expect(notice).toHaveTextContent('Review note: The cover shows a website address.');
    await user.click(within(notice).getByRole('link', { name: 'Review and submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/Sent for review: the release is Pending/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === `/releases/${ID}/submit`)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Changes needed before this release can go to the stores' })).toBeNull();
  });

  it('says why an approved release is read-only', async () => {
    setup(`/dashboard/releases/${ID}/edit`, { release: makeReleaseFixture({ status: 'APPROVED', displayStatus: 'APPROVED' }) });
    expect(await screen.findByText(/This release is Approved and on its way to the stores/)).toBeInTheDocument();
  });

  it('says when a release cannot be found, with a way back', async () => {
    setup(`/dashboard/releases/${ID}/edit`, {
      answer: (request) => (request.method === 'GET' ? json(404, { statusCode: 404, error: 'Not Found', message: 'Release not found' }) : undefined),
    });
    expect(await screen.findByText('Release not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to release management' })).toHaveAttribute('href', '/dashboard/releases/management');
  });

  it('offers no Remove on a track holding an ISRC issued for it', async () => {
    const base = makeReleaseFixture();
    const track = base.tracks[0]!;
    setup(`/dashboard/releases/${ID}/edit/tracks`, {
      release: makeReleaseFixture({
        format: 'EP',
        tracks: [
          { ...track, title: 'Kept Song', isrc: 'ZZX992600001' },
          { ...track, title: 'Loose Song', isrc: 'USRC17607839' },
        ],
        issuedIsrcs: ['ZZX992600001'],
      }),
    });
    expect(await screen.findByRole('button', { name: 'Remove Loose Song' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Kept Song' })).toBeNull();
    expect(screen.getByText(/ZZX992600001 \(issued for this recording: the track stays on the release\)/)).toBeInTheDocument();
  });

  it('checks a track’s details as they are typed and saves only the valid ones', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/tracks/track/0/details`);
    const track = await screen.findByRole('form', { name: 'Track details' });
    await user.type(within(track).getByRole('textbox', { name: /^ISRC/ }), 'XX-1');
    expect(await within(track).findByText('ISRC must be 12 characters, like USRC17607839.')).toBeInTheDocument();
    await user.type(within(track).getByRole('textbox', { name: /^Title Version/ }), 'Live');
    await user.selectOptions(within(track).getByRole('combobox', { name: /^Advisory/ }), 'EXPLICIT');
    await vi.waitFor(() => expect(patches(requests).length).toBeGreaterThan(0), { timeout: 3000 });
    const body = patches(requests).at(-1)?.body as Release;
    expect(body.tracks?.[0]).toMatchObject({ titleVersion: 'Live', advisory: 'EXPLICIT', isrc: null });
    // The single's ISRC is the release's too: a refused one goes to neither.
    expect(body).not.toHaveProperty('isrc');
  });

  it('edits one track on the track route', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/tracks/track/0/credits`);
    expect(await screen.findByRole('heading', { name: 'Track 1: Northern Lights' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Track sections' })).getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
    await user.click(await screen.findByRole('button', { name: 'Add credit' }));
    await user.type(screen.getByRole('textbox', { name: 'Credit 2 name' }), 'Ivo Lund');
    await vi.waitFor(() => expect(patches(requests)).toHaveLength(1), { timeout: 3000 });
    expect((patches(requests)[0]?.body as Release).tracks?.[0]?.credits).toEqual([
      { name: 'Mara Holt', role: 'PRODUCER' },
      { name: 'Ivo Lund', role: 'ASSISTANT_ENGINEER' },
    ]);
  });

  it('removes a track credit, the rows after it moving up with what was typed', async () => {
    const user = userEvent.setup();
    const { requests } = setup(`/dashboard/releases/${ID}/edit/tracks/track/0/credits`);
    await user.click(await screen.findByRole('button', { name: 'Add credit' }));
    await user.type(screen.getByRole('textbox', { name: 'Credit 2 name' }), 'Ivo Lund');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Role' })[1]!, 'MIXING_ENGINEER');
    await user.click(screen.getByRole('button', { name: 'Remove credit 1' }));
    expect(screen.getByRole('textbox', { name: 'Credit 1 name' })).toHaveValue('Ivo Lund');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('MIXING_ENGINEER');
    expect(screen.queryByRole('textbox', { name: 'Credit 2 name' })).toBeNull();
    await vi.waitFor(() => expect((patches(requests).at(-1)?.body as Release | undefined)?.tracks?.[0]?.credits).toEqual([{ name: 'Ivo Lund', role: 'MIXING_ENGINEER' }]), {
      timeout: 3000,
    });
  });
});
