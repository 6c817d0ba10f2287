import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_FORM_TEXTS, type Release } from '@/entities/release';
import { preloadDialog } from '@/shared/ui';
import { SendToDelivery } from './send-to-delivery';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const source = (key: string, name: string, priority: number, notice: string | null = null) => ({ _id: `65f0c0ffee0000000000${priority}a01`, key, name, image: null, notice, priority });

function setup() {
  // Only what the delivery actions read: the release's id, status, title and latest delivery.
  const release = { _id: '65f0c0ffee00000000000001', status: 'APPROVED', displayStatus: 'APPROVED', title: 'Northern Lights', delivery: null } as unknown as Release;
  const posts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dsp-sources/distribution'))
      return json(200, [source('spotify', 'Spotify', 1), source('deezer', 'Deezer', 2), source('tidal', 'Tidal', 3, 'COMING_SOON')]);
    if (request.method === 'POST' && url.pathname.endsWith('/send-to-nuemeta')) {
      posts.push(JSON.parse(await request.text()));
      return json(200, release);
    }
    return json(500, { statusCode: 500, error: 'Internal Server Error', message: 'unexpected' });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendToDelivery release={release} />
    </QueryClientProvider>,
  );
  return { posts };
}

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('send to delivery', () => {
  it('goes to every available store unless the admin picks stores, and not to none', async () => {
    const user = userEvent.setup();
    const { posts } = setup();
    await user.click(screen.getByRole('button', { name: 'Send to delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to delivery' });
    expect(within(dialog).queryByRole('combobox', { name: 'Delivery' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every available store' }));
    const deezer = await within(dialog).findByRole('checkbox', { name: 'Deezer' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Tidal' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DELIVERY_FORM_TEXTS.chooseStoreOrEvery);
    expect(posts).toEqual([]);
    await user.click(deezer);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'LOW');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(posts).toEqual([{ deliveryType: 'NEW', priority: 'LOW', environment: 'PRODUCTION', stores: ['deezer'] }]));
  });
});
