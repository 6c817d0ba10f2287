import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $session, $sessionStarted, initialSessionState, type User } from '@/entities/session';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadDialog } from '@/shared/ui';
import { toLocalInputValue } from '../lib/schedule';
import { ComposeCampaignDialog } from './compose-campaign-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const admin = { _id: '65f0c0ffee0000000000000a', email: 'admin@demo.test', roles: ['ADMIN'] } as unknown as User;
const ID = '65f0c0ffee0000000000d001';
const LIST = '65f0c0ffee0000000000b001';
const metrics = { recipients: 0, sent: 0, delivered: 0, opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0, bounces: 0, unsubscribes: 0, complaints: 0 };
const list = { _id: LIST, name: 'Fans', description: null, visibleInPreferences: true, subscriberCount: 12, unsubscribedCount: 0, createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-01T10:00:00.000Z' };
const segment = { _id: '65f0c0ffee0000000000e001', name: 'Artists', description: null, match: 'all', rules: [], subscriberCount: 42, countedAt: '2026-11-01T10:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

function campaignFrom(body: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    _id: ID,
    name: 'November news',
    subject: null,
    previewText: null,
    fromName: null,
    replyTo: null,
    contentFormat: 'markdown',
    content: null,
    listIds: [],
    segmentId: null,
    postId: null,
    status: 'draft',
    scheduledAt: null,
    sentAt: null,
    recipientCount: 42,
    progress: null,
    metrics,
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...body,
    ...overrides,
  };
}

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

type Override = (request: Seen) => Response | undefined;

function setup(override: Override = () => undefined) {
  const seen: Seen[] = [];
  let stored: Record<string, unknown> = {};
  let current: unknown = null;
  const keep = (campaign: unknown) => (current = campaign);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    seen.push(call);
    const answer = override(call);
    if (answer) return answer;
    if (call.path === '/admin/email-lists') return json(200, { items: [list], page: 1, limit: 100, total: 1 });
    if (call.path === '/admin/email/segments') return json(200, { items: [segment], page: 1, limit: 100, total: 1 });
    if (call.path === '/admin/email/campaigns' && call.method === 'POST') return json(201, keep(campaignFrom((stored = call.body!))));
    if (call.path === `/admin/email/campaigns/${ID}` && call.method === 'PUT') return json(200, keep(campaignFrom((stored = call.body!))));
    if (call.path === `/admin/email/campaigns/${ID}` && call.method === 'GET') return json(200, current);
    if (call.path === `/admin/email/campaigns/${ID}/test`) return json(202, { success: true });
    if (call.path === `/admin/email/campaigns/${ID}/send`) {
      const at = call.body?.scheduledAt;
      return json(202, keep(campaignFrom(stored, at ? { status: 'scheduled', scheduledAt: at } : { status: 'sending', progress: { total: 42, sent: 0, failed: 0, pending: 42 } })));
    }
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  const onCreated = vi.fn();
  function Harness() {
    // As the campaigns page does: the first save puts the new campaign's id in the address.
    const [campaignId, setCampaignId] = useState<string | null>(null);
    return (
      <ComposeCampaignDialog
        open
        onOpenChange={() => undefined}
        campaignId={campaignId}
        onCreated={(created) => {
          onCreated(created);
          setCampaignId(created._id);
        }}
      />
    );
  }
  const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, token: 't', user: admin }], [$sessionStarted, true]] });
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { seen, onCreated, posts: (suffix: string) => seen.filter((request) => request.method !== 'GET' && request.path.endsWith(suffix)) };
}

async function fillCampaign(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Campaign name/ }), 'November news');
  await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'What is new');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content/ }), { target: { value: 'Hello! Read [the news](https://example.test/news).' } });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Fans/ }));
}

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('ComposeCampaignDialog', () => {
  it('needs a subject, content and an audience before sending', async () => {
    const user = userEvent.setup();
    const { seen } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Campaign name/ }), 'November news');
    await user.click(within(dialog).getByRole('button', { name: 'Send now…' }));
    expect(await within(dialog).findByText('Add a subject before sending')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the content before sending')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one list or a segment')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('previews the Markdown content and estimates the recipients', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('link', { name: 'the news' })).toHaveAttribute('href', 'https://example.test/news');
    expect(within(dialog).getByText('Up to 12 recipients (counted exactly when saved)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content/ }), { target: { value: '<script>alert(1)</script>' } });
    expect(preview.querySelector('script')).toBeNull();
  });

  it('saves, then sends a test to the signed-in admin', async () => {
    const user = userEvent.setup();
    const { posts, onCreated } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Test address' })).toHaveValue('admin@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(posts('/test')).toHaveLength(1));
    expect(posts('/test')[0]!.body).toEqual({ email: 'admin@demo.test' });
    expect(posts('/admin/email/campaigns')[0]!.body).toEqual({
      name: 'November news',
      subject: 'What is new',
      previewText: null,
      fromName: null,
      replyTo: null,
      contentFormat: 'markdown',
      content: 'Hello! Read [the news](https://example.test/news).',
      listIds: [LIST],
      segmentId: null,
    });
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('refuses a schedule less than 5 minutes ahead, then schedules', async () => {
    const user = userEvent.setup();
    const { posts } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    const sendAt = within(dialog).getByLabelText(/^Send at/);
    fireEvent.change(sendAt, { target: { value: toLocalInputValue(new Date(Date.now() + 2 * 60_000)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time at least 5 minutes from now')).toBeInTheDocument();
    expect(posts('/send')).toHaveLength(0);

    const later = new Date(Date.now() + 2 * 3600_000);
    fireEvent.change(sendAt, { target: { value: toLocalInputValue(later) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posts('/send')).toHaveLength(1));
    expect(new Date(posts('/send')[0]!.body!.scheduledAt as string).getTime()).toBe(new Date(toLocalInputValue(later)).getTime());
    expect(await within(dialog).findByText(/^Scheduled for /)).toBeInTheDocument();
  });

  it('cancels a scheduled campaign after asking, keeping the question open while the server refuses', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    const { seen } = setup(({ method }) => {
      if (method !== 'DELETE') return undefined;
      deletes += 1;
      return deletes === 1 ? json(409, { statusCode: 409, error: 'Conflict', message: 'The campaign is already sending.' }) : new Response(null, { status: 204 });
    });
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Send at/), { target: { value: toLocalInputValue(new Date(Date.now() + 2 * 3600_000)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel the campaign…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this campaign?' });
    const cancel = within(confirm).getByRole('button', { name: 'Cancel the campaign' });
    await waitFor(() => user.click(cancel));
    expect(await within(confirm).findByText('The campaign is already sending.')).toBeInTheDocument();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seen.filter((request) => request.method === 'DELETE' && request.path === `/admin/email/campaigns/${ID}`)).toHaveLength(2);
  }, 15_000);

  it('asks before sending now with the recipient count, then shows the progress until it is sent', async () => {
    const user = userEvent.setup();
    let reads = 0;
    let sendPosted = false;
    const { posts } = setup(({ method, path }) => {
      if (path.endsWith('/send')) sendPosted = true;
      if (method !== 'GET' || path !== `/admin/email/campaigns/${ID}` || !sendPosted) return undefined;
      reads += 1;
      return json(200, campaignFrom({ subject: 'What is new', content: 'Hi', listIds: [LIST] }, { status: 'sent', sentAt: '2026-11-26T10:00:00.000Z', progress: { total: 42, sent: 41, failed: 1, pending: 0 } }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send now…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this campaign now?' });
    expect(within(confirm).getByText('It goes out to 42 recipients at once. This cannot be undone.')).toBeInTheDocument();
    expect(posts('/send')).toHaveLength(0);
    // The alert opens over the campaign dialog and takes pointer events once its layer is set up (a
    // frame later): until then user-event refuses the click, as the browser would ignore it.
    const send = within(confirm).getByRole('button', { name: 'Send to 42 recipients' });
    await waitFor(() => user.click(send));
    await waitFor(() => expect(posts('/send')).toHaveLength(1));
    expect(posts('/send')[0]!.body).toEqual({});

    const progress = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(progress).toHaveAttribute('aria-valuetext', '0 of 42 sent');
    // Polled while it sends: the next read says it is sent.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '41 of 42 sent, 1 failed'), { timeout: 6000 });
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View analytics' })).toHaveAttribute('href', `/admin/email/analytics/${ID}`);
  }, 15_000);

  it('keeps the form and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    setup(({ method, path }) => (method === 'POST' && path === '/admin/email/campaigns' ? json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The segment does not exist.' }) : undefined));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await fillCampaign(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('The segment does not exist.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue('What is new');
  });
});
