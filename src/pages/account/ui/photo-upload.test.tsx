import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, $user, initialSessionState } from '@/entities/session';
import { PhotoUpload } from './photo-upload';
import { testUser } from '../lib/test-user';

const user = testUser;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(input as Request);
    return answer();
  });
  const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, user }]] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Provider value={scope}>
        <PhotoUpload />
      </Provider>
    </QueryClientProvider>,
  );
  return { scope, requests };
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

afterEach(() => vi.restoreAllMocks());

describe('PhotoUpload', () => {
  it('uploads the chosen photo as multipart/form-data and puts the new user in the session', async () => {
    const { scope, requests } = setup(() => json(200, { ...user, photoURL: '/media/photos/new.webp' }));
    await userEvent.upload(screen.getByLabelText('Profile photo'), png());
    await waitFor(() => expect(scope.getState($user)?.photoURL).toBe('/media/photos/new.webp'));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/user/photo');
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The part's bytes are checked end to end (tests/e2e/accounts.spec.ts): jsdom's File does not survive undici's FormData.
  });

  it('refuses another type before uploading, with the server’s wording', async () => {
    const { requests } = setup(() => json(200, user));
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), gif, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    expect(requests).toHaveLength(0);
    // The field's error is the input's: marked invalid and described by the hint and the error.
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([screen.getByText('JPEG, PNG or WebP, up to 5 MB').id, screen.getByRole('alert').id]);
  });

  it('shows the server’s message when the upload is refused', async () => {
    setup(() => json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The photo must be a JPEG, PNG or WebP image.' }));
    await userEvent.upload(screen.getByLabelText('Profile photo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
  });
});
