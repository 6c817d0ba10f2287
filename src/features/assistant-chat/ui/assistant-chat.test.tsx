import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userReceived } from '@/entities/session';
import type { components } from '@/shared/api';
import { tokenStore } from '@/shared/lib/session-token';
import { AssistantChat } from './assistant-chat';
import { AssistantChatSlot } from './assistant-chat-slot';

const howls: { options: Record<string, unknown>; play: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }[] = [];
vi.mock('howler', () => ({
  Howl: class {
    play = vi.fn();
    stop = vi.fn();
    unload = vi.fn();
    constructor(public options: Record<string, unknown>) {
      howls.push(this as never);
    }
  },
}));

type Answer = (request: Request, url: URL) => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi(answer: Answer) {
  const requests: { url: URL; body: string; authorization: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ url, body: await request.clone().text(), authorization: request.headers.get('Authorization') });
    return answer(request, url);
  });
  return requests;
}

function renderChat(scope: Scope = fork()) {
  render(
    <Provider value={scope}>
      <AssistantChat />
    </Provider>,
  );
  return scope;
}

beforeEach(() => {
  howls.length = 0;
  tokenStore.set('admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:spoken');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
});

describe('AssistantChat', () => {
  it('opens with suggested questions, focus in the box; Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderChat();
    const button = screen.getByRole('button', { name: 'Ask the assistant' });
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Assistant' });
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(within(panel).getByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the assistant' })).toHaveFocus();
  });

  it('sends with Enter (Shift+Enter is a new line), says it is thinking, then shows the answer', async () => {
    let release: () => void = () => undefined;
    const requests = mockApi(
      () => new Promise((resolve) => (release = () => resolve(json(200, { text: '3 releases are pending review.' })))),
    );
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'How many releases{Shift>}{Enter}{/Shift}are pending review?');
    expect(box).toHaveValue('How many releases\nare pending review?');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Thinking\u2026')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await act(async () => release());
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('3 releases are pending review.')).toBeInTheDocument();
    expect(within(conversation).getByText('How many releases are pending review?')).toBeInTheDocument();
    expect(screen.queryByText('Thinking\u2026')).not.toBeInTheDocument();
    expect(requests[0]!.url.pathname).toBe('/api/admin/chatwidget');
    expect(JSON.parse(requests[0]!.body)).toEqual({ messages: [{ role: 'user', content: 'How many releases\nare pending review?' }] });
  });

  it('a suggested question is asked at once', async () => {
    const requests = mockApi(() => json(200, { text: 'Everything is up.' }));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    await user.click(screen.getByRole('button', { name: 'Is everything up?' }));
    expect(await screen.findByText('Everything is up.')).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body).messages).toEqual([{ role: 'user', content: 'Is everything up?' }]);
  });

  it('keeps working where scrollIntoView answers a promise (Chromium), as the conversation grows', async () => {
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      mockApi(() => json(200, { text: 'Everything is up.' }));
      const user = userEvent.setup();
      renderChat();
      await user.click(screen.getByRole('button', { name: 'Ask the assistant' }));
      await user.click(screen.getByRole('button', { name: 'Is everything up?' }));
      expect(await screen.findByText('Everything is up.')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'And now?{Enter}');
      expect(await screen.findAllByText('Everything is up.')).toHaveLength(2);
      expect(scrollIntoView).toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('a failed call says only that the answer could not be fetched, and logs the error', async () => {
    mockApi(() => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The assistant could not answer just now. Try again in a moment.' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'How many users?{Enter}');
    expect(await screen.findByText('The answer could not be fetched.')).toBeInTheDocument();
    expect(screen.queryByText(/Try again in a moment/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('the speaker button fetches the audio with the token and plays it by its format', async () => {
    const requests = mockApi((_request, url) =>
      url.pathname.endsWith('/audio')
        ? new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'audio/wav' } })
        : json(200, { text: '12 new users signed up in the last 7 days.' }),
    );
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    await user.click(screen.getByRole('button', { name: 'How many new users this week?' }));
    await user.click(await screen.findByRole('button', { name: 'Read this answer aloud' }));
    expect(await screen.findByRole('button', { name: 'Stop reading' })).toBeInTheDocument();
    const audio = requests.find((request) => request.url.pathname === '/api/admin/chatwidget/audio')!;
    expect(JSON.parse(audio.body)).toEqual({ text: '12 new users signed up in the last 7 days.' });
    expect(audio.authorization).toBe('Bearer admin-token');
    expect(howls[0]!.options).toMatchObject({ src: ['blob:spoken'], format: ['wav'] });
    expect(howls[0]!.play).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(howls[0]!.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read this answer aloud' })).toBeInTheDocument();
  });
});

describe('AssistantChatSlot', () => {
  const user = (roles: components['schemas']['User']['roles']): components['schemas']['User'] => ({
    _id: '0123456789abcdef01234567',
    email: 'someone@demo.test',
    firstName: 'Ada',
    lastName: 'Someone',
    displayName: 'Ada Someone',
    roles,
    artists: [],
    permissions: { isDistributed: true },
    isVerified: {},
    _artist: null,
  });

  async function renderSlot(roles: components['schemas']['User']['roles']) {
    const scope = fork();
    await allSettled(userReceived, { scope, params: user(roles) });
    render(
      <Provider value={scope}>
        <AssistantChatSlot />
      </Provider>,
    );
  }

  it('shows the chat button to an admin once the page has painted, with room kept for it from the start', async () => {
    await renderSlot(['ADMIN']);
    expect(document.documentElement).toHaveAttribute('data-floating-action');
    expect(await screen.findByRole('button', { name: 'Ask the assistant' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders nothing for anyone else, and keeps no room', async () => {
    await renderSlot([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('button', { name: 'Ask the assistant' })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-floating-action');
  });
});
