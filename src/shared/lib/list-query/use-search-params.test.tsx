import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from './use-search-params';

function SearchBox() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((previous) => ({ q: 'luna', page: previous.get('page') ?? '1' }))}>
      Search {params.get('q') ?? 'nothing'}
    </button>
  );
}

/** Two changes in one event, before the page renders again (two filters picked at once). */
function TwoFilters() {
  const [, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams((previous) => {
      previous.set(key, value);
      return previous;
    });
  return (
    <button
      type="button"
      onClick={() => {
        set('format', 'SINGLE');
        set('upc', 'none');
      }}
    >
      Filter
    </button>
  );
}

async function renderAt(url: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await act(async () => void render(<RouterProvider router={router} />));
  return router;
}

async function click(name: string) {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
}

describe('useSearchParams', () => {
  it('sets the query string from the previous parameters', async () => {
    const router = await renderAt('/artists?page=3', [{ path: '/artists', Component: SearchBox }]);
    await click('Search nothing');
    expect(router.state.location.search).toBe('?q=luna&page=3');
    expect(screen.getByRole('button', { name: 'Search luna' })).toBeInTheDocument();
  });

  it('keeps both of two query changes made before the page renders again', async () => {
    const router = await renderAt('/queue?view=all', [{ path: '/queue', Component: TwoFilters }]);
    await click('Filter');
    expect(router.state.location.search).toBe('?view=all&format=SINGLE&upc=none');
  });

  it('keeps both while the first change is still loading its route data', async () => {
    const router = await renderAt('/queue?view=all', [{ path: '/queue', Component: TwoFilters, loader: async () => null }]);
    await click('Filter');
    expect(router.state.location.search).toBe('?view=all&format=SINGLE&upc=none');
  });

  it('sets a plain value as it is, replacing the entry when asked', async () => {
    function Reset() {
      const [, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ page: '1' }, { replace: true })}>
          Reset
        </button>
      );
    }
    const router = await renderAt('/list?page=4&q=x', [{ path: '/list', Component: Reset }]);
    await click('Reset');
    expect(router.state.location.search).toBe('?page=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
