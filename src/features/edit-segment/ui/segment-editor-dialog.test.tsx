import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@/shared/ui';
import { LIVE_COUNT_DELAY_MS } from './live-count';
import { SegmentEditorDialog } from './segment-editor-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lists = { items: [{ _id: '65f0c0ffee0000000000b001', name: 'Fans', description: null, visibleInPreferences: true, subscriberCount: 12, unsubscribedCount: 0, createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-01T10:00:00.000Z' }], page: 1, limit: 100, total: 1 };

interface Seen {
  method: string;
  path: string;
  body: unknown;
  at: number;
}

function setup(preview: (body: { rules: unknown[] }) => Response = () => json(200, { subscriberCount: 3, sample: [{ _id: '65f0c0ffee0000000000c001', email: 'artist@demo.test', firstName: 'Ada', lastName: null }] })) {
  const seen: Seen[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, path: url.pathname, body, at: Date.now() });
    if (url.pathname.endsWith('/segments/preview')) return preview(body);
    if (url.pathname.endsWith('/email-lists')) return json(200, lists);
    if (request.method === 'POST') return json(201, { _id: '65f0c0ffee0000000000e009', ...body, subscriberCount: 3, countedAt: '2026-11-01T10:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', description: null });
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SegmentEditorDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const previews = () => seen.filter((request) => request.path.endsWith('/segments/preview'));
  return { seen, previews, onOpenChange };
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

beforeAll(async () => {
  await preloadDialog();
});
afterEach(() => vi.restoreAllMocks());

describe('SegmentEditorDialog', () => {
  it('starts with a role rule and counts it live, with a few of the subscribers it matches', async () => {
    const { previews } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New segment' });
    expect(await within(dialog).findByText('3 subscribers match')).toBeInTheDocument();
    expect(within(dialog).getByText('artist@demo.test (Ada)')).toBeInTheDocument();
    expect(previews()[0]!.body).toEqual({ match: 'all', rules: [{ field: 'userRole', operator: 'equals', value: 'ARTIST' }] });
  });

  it('offers only the operators and the value input that fit the field', async () => {
    const user = userEvent.setup();
    setup();
    const rule = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Rule 1' });
    expect(optionsOf(within(rule).getByLabelText('Condition'))).toEqual(['is', 'is not']);
    expect(optionsOf(within(rule).getByLabelText('Role'))).toEqual(['Artist', 'Investor', 'Admin']);

    await user.selectOptions(within(rule).getByLabelText('Field'), 'openCount');
    expect(optionsOf(within(rule).getByLabelText('Condition'))).toEqual(['is', 'is not', 'is more than', 'is at least', 'is less than', 'is at most']);
    expect(within(rule).getByLabelText('Value')).toHaveAttribute('type', 'number');

    await user.selectOptions(within(rule).getByLabelText('Field'), 'signedUpAt');
    expect(within(rule).getByLabelText('Days')).toHaveValue(30);
    await user.selectOptions(within(rule).getByLabelText('Condition'), 'before');
    expect(within(rule).getByLabelText('Date')).toHaveAttribute('type', 'date');
    await user.selectOptions(within(rule).getByLabelText('Condition'), 'is_set');
    expect(within(rule).queryByLabelText('Date')).not.toBeInTheDocument();

    await user.selectOptions(within(rule).getByLabelText('Field'), 'hasReleases');
    expect(optionsOf(within(rule).getByLabelText('Condition'))).toEqual(['is']);
    expect(optionsOf(within(rule).getByLabelText('Value'))).toEqual(['Yes', 'No']);

    await user.selectOptions(within(rule).getByLabelText('Field'), 'list');
    expect(optionsOf(within(rule).getByLabelText('Condition'))).toEqual(['is in any of', 'is in none of']);
    expect(await within(rule).findByRole('checkbox', { name: 'Fans' })).toBeInTheDocument();
  });

  it('waits until typing rests before counting, and counts only complete rules', async () => {
    const user = userEvent.setup();
    const { previews } = setup();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('3 subscribers match');
    const before = previews().length;
    const rule = within(dialog).getByRole('group', { name: 'Rule 1' });
    await user.selectOptions(within(rule).getByLabelText('Field'), 'email');
    expect(within(dialog).getByText('Finish the rules to see how many subscribers match.')).toBeInTheDocument();
    await user.type(within(rule).getByLabelText('Value'), '@demo.test');
    await waitFor(() => expect(previews().length).toBe(before + 1), { timeout: LIVE_COUNT_DELAY_MS * 5 });
    // One request for the whole word, after the pause, never one per key.
    await new Promise((resolve) => setTimeout(resolve, LIVE_COUNT_DELAY_MS + 100));
    expect(previews()).toHaveLength(before + 1);
    expect(previews().at(-1)!.body).toEqual({ match: 'all', rules: [{ field: 'email', operator: 'equals', value: '@demo.test' }] });
  });

  it('shows the server’s refusal of the rules', async () => {
    setup(() => json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The operator equals does not fit the field userRole.' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The operator equals does not fit the field userRole.')).toBeInTheDocument();
  });

  it('checks the name and values before saving, then saves the rules', async () => {
    const user = userEvent.setup();
    const { seen, onOpenChange } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a value for this rule')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST' && request.path.endsWith('/segments'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove rule 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Artists');
    await user.selectOptions(within(dialog).getByLabelText('Subscribers match'), 'any');
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const saved = seen.find((request) => request.method === 'POST' && request.path.endsWith('/segments'));
    expect(saved!.body).toEqual({ name: 'Artists', description: null, match: 'any', rules: [{ field: 'userRole', operator: 'equals', value: 'ARTIST' }] });
  });

  it('counts with the match chosen and saves the description typed', async () => {
    const user = userEvent.setup();
    const { seen, previews, onOpenChange } = setup();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('3 subscribers match');
    await user.selectOptions(within(dialog).getByLabelText('Subscribers match'), 'any');
    await waitFor(() => expect(previews().at(-1)!.body).toEqual({ match: 'any', rules: [{ field: 'userRole', operator: 'equals', value: 'ARTIST' }] }), {
      timeout: LIVE_COUNT_DELAY_MS * 5,
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Artists ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), ' Signed-up artists ');
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const saved = seen.find((request) => request.method === 'POST' && request.path.endsWith('/segments'));
    expect(saved!.body).toMatchObject({ name: 'Artists', description: 'Signed-up artists', match: 'any' });
  });
});
