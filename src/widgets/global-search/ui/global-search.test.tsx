import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SearchItem, SearchPage, SearchRequest } from '../api/search-api';
import { searchFx } from '../model/search';
import { GlobalSearch } from './global-search';

const artist = (id: string, name: string, image: string | null = null): SearchItem => ({
  kind: 'artists',
  id,
  name,
  image,
  subtitle: null,
});
const writer = (id: string, name: string, ipi: string): SearchItem => ({
  kind: 'writers',
  id,
  name,
  image: null,
  subtitle: ipi,
});

function setup(handler: (request: SearchRequest) => SearchPage | Promise<SearchPage>) {
  const search = vi.fn(handler);
  const scope = fork({ handlers: [[searchFx, search]] });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <GlobalSearch /> },
      { path: '/dashboard/artists/:id', element: <p>Artist page</p> },
      { path: '/dashboard/writers/:id', element: <p>Writer page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const ui = userEvent.setup();
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope, router, search, ui };
}

const defaultHandler = ({ mode, query }: SearchRequest): SearchPage => {
  if (query === 'zzz') return { items: [], total: 0 };
  if (mode === 'writers') return { items: [writer('w1', 'Max Martin', '00012345678')], total: 1 };
  return {
    items: [artist('a1', 'Adele'), artist('a2', 'Adam Lambert', 'https://img.test/adam.jpg')],
    total: 2,
  };
};

async function openWithShortcut(ui: ReturnType<typeof userEvent.setup>) {
  await ui.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Search' });
}

describe('GlobalSearch', () => {
  it('has a Search button showing the shortcut, and asks for keywords when empty', async () => {
    const { ui, search } = setup(defaultHandler);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.querySelector('kbd')).toHaveAttribute('data-keys', expect.stringMatching(/K$/));
    await ui.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByText('Please enter keywords')).toBeInTheDocument();
    await ui.type(within(dialog).getByRole('combobox'), '   ');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(search).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Please enter keywords')).toBeInTheDocument();
  });

  it('shows the not-found text', async () => {
    const { ui } = setup(defaultHandler);
    const dialog = await openWithShortcut(ui);
    await ui.type(within(dialog).getByRole('combobox'), 'zzz');
    const status = await within(dialog).findByRole('status', {}, { timeout: 2000 });
    expect(status).toHaveTextContent(
      'Not Found: No results found for "zzz". Try checking for typos or using complete words.',
    );
  });

  it('highlights the matching parts and shows a blank avatar without an image', async () => {
    const { ui } = setup(defaultHandler);
    const dialog = await openWithShortcut(ui);
    await ui.type(within(dialog).getByRole('combobox'), ' ad ');
    const options = await within(dialog).findAllByRole('option', {}, { timeout: 2000 });
    expect(options).toHaveLength(2);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Ad');
    expect(options[1]!.querySelector('mark')).toHaveTextContent('Ad');
    expect(options[0]).toHaveTextContent('Adele');
  });

  it('is keyboard usable: arrows move the active option, Enter opens it', async () => {
    const { ui, router } = setup(defaultHandler);
    const dialog = await openWithShortcut(ui);
    const input = within(dialog).getByRole('combobox');
    // The dialog focuses the input in a browser (initialFocusEl); jsdom's focus trap sees no
    // tabbable element (no layout), so the test focuses it (the e2e types right after Cmd+K).
    input.focus();
    await ui.type(input, 'ad');
    const options = await within(dialog).findAllByRole('option', {}, { timeout: 2000 });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await ui.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await ui.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await ui.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await ui.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/artists/a2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to writers (ipiNumber subtitle) and opens the writer overview', async () => {
    const { ui, router, search } = setup(defaultHandler);
    const dialog = await openWithShortcut(ui);
    await ui.type(within(dialog).getByRole('combobox'), 'max');
    await within(dialog).findAllByRole('option', {}, { timeout: 2000 });
    await ui.click(within(dialog).getByRole('button', { name: 'Writers' }));
    expect(within(dialog).getByRole('button', { name: 'Writers' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    const option = await within(dialog).findByRole('option', { name: /Max Martin/ });
    expect(option).toHaveTextContent('00012345678');
    expect(search.mock.lastCall?.[0]).toEqual({ mode: 'writers', query: 'max', offset: 0 });
    await ui.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/writers/w1'));
  });

  it('closes with Escape and swallows failures', async () => {
    const { ui } = setup(() => Promise.reject(new Error('boom')));
    const dialog = await openWithShortcut(ui);
    await ui.type(within(dialog).getByRole('combobox'), 'adele');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog).queryByRole('status')).toBeNull();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
