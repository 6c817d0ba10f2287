import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@/shared/ui';
import { AgreementUpdatePrompt, USER_AGREEMENT_CHANGED } from './agreement-update-prompt';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const AGREEMENTS = {
  agreements: [{ type: 'USER_AGREEMENT', version: '2027-01-01', title: 'User agreement', sections: [{ heading: 'Your data', paragraphs: ['We do not sell your data.'] }] }],
};
const OLD_ACCEPTANCE = { type: 'USER_AGREEMENT', version: '2026-11-01', acceptedAt: '2026-11-02T10:00:00.000Z', ipAddress: '198.51.100.4', userAgent: null };

function setup(outstanding: string[]) {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/agreements') return json(200, AGREEMENTS);
    if (request.method === 'POST') {
      posts.push(await request.clone().json());
      return json(201, { acceptances: [OLD_ACCEPTANCE], outstanding: [] });
    }
    return json(200, { acceptances: [OLD_ACCEPTANCE], outstanding });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AgreementUpdatePrompt />
    </QueryClientProvider>,
  );
  return { posts };
}

beforeAll(() => preloadDialog());
afterEach(() => vi.restoreAllMocks());

describe('AgreementUpdatePrompt', () => {
  it('asks for a new version of the user agreement once, and records the acceptance of the version shown', async () => {
    const user = userEvent.setup();
    const { posts } = setup(['USER_AGREEMENT']);
    const dialog = await screen.findByRole('dialog', { name: 'User agreement' });
    expect(dialog).toHaveTextContent(USER_AGREEMENT_CHANGED);
    expect(await within(dialog).findByText('We do not sell your data.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ type: 'USER_AGREEMENT', version: '2027-01-01' }]);
  });

  it('asks nothing when the current versions are accepted', async () => {
    setup(['DISTRIBUTION_AGREEMENT']); // asked at the next submission, not here
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => {
      await vi.mocked(globalThis.fetch).mock.results[0]!.value;
    });
    await act(async () => undefined); // the dialog's mount-then-open render
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
