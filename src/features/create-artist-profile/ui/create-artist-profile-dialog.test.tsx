import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $pickedArtistId, $selectedArtistId } from '@/entities/selected-artist';
import { $session, $sessionStarted, $user, initialSessionState } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { CreateArtistProfileDialog } from './create-artist-profile-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type RosterArtist = { _id: string; name: string; image: string | null; spotifyId: null; isVerified: Record<string, boolean> };
const SIGN_UP_ARTIST: RosterArtist = { _id: '65f0c0ffee0000000000a001', name: 'Nova Reyes', image: null, spotifyId: null, isVerified: {} };
const CREATED: RosterArtist = { _id: '65f0c0ffee0000000000a002', name: 'Nova Band', image: null, spotifyId: null, isVerified: {} };
const withRoster = (...artists: RosterArtist[]) =>
  makeUser({ artists: artists.map((artist, index) => ({ _id: `65f0c0ffee00000000000e0${index}`, _artist: artist })) });

interface Seen {
  method: string;
  path: string;
  body: string;
}

function setup(answer: (call: Seen) => Response) {
  const seen: Seen[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const call = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: await request.clone().text() };
    seen.push(call);
    return answer(call);
  });
  const onOpenChange = vi.fn();
  const scope: Scope = fork({
    values: [
      [$session, { ...initialSessionState, loading: false, token: 't', user: withRoster(SIGN_UP_ARTIST) }],
      [$sessionStarted, true],
      [$pickedArtistId, SIGN_UP_ARTIST._id],
    ],
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/integrations', element: <CreateArtistProfileDialog open onOpenChange={onOpenChange} /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/dashboard/integrations'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { seen, scope, router, onOpenChange };
}

beforeAll(() => preloadDialog());
afterEach(() => vi.restoreAllMocks());

describe('CreateArtistProfileDialog', () => {
  it('creates the profile, sends its photo, selects it and opens the dashboard', async () => {
    const withPhoto = { ...CREATED, image: '/media/photos/a.webp' };
    const { seen, scope, router, onOpenChange } = setup((call) =>
      call.path === '/user/artists'
        ? json(201, { artist: CREATED, user: withRoster(SIGN_UP_ARTIST, CREATED) })
        : json(200, withRoster(SIGN_UP_ARTIST, withPhoto)),
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create your artist profile' });
    const name = within(dialog).getByLabelText(/Artist name/);
    expect(name).toHaveValue('Nova Reyes'); // the name given at sign-up
    await user.clear(name);
    await user.type(name, 'Nova Band');
    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create profile' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    // What the dialog sends (reads other code in this worker makes meanwhile, e.g. a dashboard
    // prefetch, are not its own: the unit tests share their modules).
    const sent = seen.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /user/artists', `POST /user/artists/${CREATED._id}/photo`]);
    expect(JSON.parse(sent[0]!.body)).toEqual({ name: 'Nova Band' });
    expect(scope.getState($selectedArtistId)).toBe(CREATED._id);
    expect(scope.getState($user)?.artists[1]?._artist.image).toBe('/media/photos/a.webp');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refuses a photo of another type in the browser and a blank name, sending nothing', async () => {
    const { seen } = setup(() => json(500, {}));
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Create your artist profile' });
    await user.clear(within(dialog).getByLabelText(/Artist name/));
    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(await within(dialog).findByText('The photo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the artist name.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    const message = 'You can create at most 3 artist profiles. Verify one on a platform or remove one from your roster first.';
    const { onOpenChange } = setup(() => json(409, { statusCode: 409, error: 'Conflict', message }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create your artist profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
