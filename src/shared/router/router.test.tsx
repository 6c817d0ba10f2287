import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Link, Navigate, NavLink } from './links';
import { createMemoryRouter, RouterProvider } from './memory-router';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

function renderAt(url: string, routes = defaultRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

function ArtistPage() {
  const { artistId } = useParams();
  return <h1>Artist {artistId}</h1>;
}

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

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

const defaultRoutes = () => [
  {
    element: (
      <>
        <nav>
          <NavLink to="/artists" className="tab">
            Artists
          </NavLink>
          <NavLink to="/artists/a1" end>
            Luna
          </NavLink>
          <Link to="/artists/a1" state={{ from: 'nav' }}>
            Luna with state
          </Link>
        </nav>
        <Where />
        <Back />
        <Outlet />
      </>
    ),
    children: [
      { path: '/artists', element: <SearchBox /> },
      { path: '/queue', element: <TwoFilters /> },
      { path: '/artists/:artistId', element: <ArtistPage /> },
      { path: '/old', element: <Navigate to="/artists?page=2" replace /> },
    ],
  },
];

describe('the router', () => {
  it('renders the matched routes inside their parents, with the parameters', () => {
    renderAt('/artists/a1');
    expect(screen.getByRole('heading', { name: 'Artist a1' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/artists/a1');
  });

  it('follows a plain click on a link, keeps its state, and leaves modified clicks to the browser', () => {
    const router = renderAt('/artists');
    const link = screen.getByRole('link', { name: 'Luna with state' });
    expect(link).toHaveAttribute('href', '/artists/a1');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/artists');
    act(() => void fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/artists/a1');
    expect(router.state.location.state).toEqual({ from: 'nav' });
    expect(router.state.historyAction).toBe('PUSH');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(router.state.location.pathname).toBe('/artists');
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces the entry when a link leads where the app already is', () => {
    const router = renderAt('/artists/a1');
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Luna' })));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('marks the link to the current page (and, without `end`, its parent section)', () => {
    renderAt('/artists/a1');
    expect(screen.getByRole('link', { name: 'Artists' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Artists' })).toHaveClass('tab', 'active');
    expect(screen.getByRole('link', { name: 'Luna' })).toHaveAttribute('aria-current', 'page');
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Artists' })));
    expect(screen.getByRole('link', { name: 'Luna' })).not.toHaveAttribute('aria-current');
  });

  it('sets the query string from the previous parameters', () => {
    const router = renderAt('/artists?page=3');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Search nothing' })));
    expect(router.state.location.search).toBe('?q=luna&page=3');
    expect(screen.getByRole('button', { name: 'Search luna' })).toBeInTheDocument();
  });

  it('keeps both of two query changes made before the page renders again', () => {
    const router = renderAt('/queue?view=all');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(router.state.location.search).toBe('?view=all&format=SINGLE&upc=none');
  });

  it('redirects with <Navigate>', () => {
    const router = renderAt('/old');
    expect(router.state.location.pathname).toBe('/artists');
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('histories', () => {
  it('a memory history moves back and forward and drops the entries after a push', () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b'] });
    expect(history.location.pathname).toBe('/b');
    history.go(-1);
    history.push('/c?x=1#top', { n: 1 });
    expect(history.location).toMatchObject({ pathname: '/c', search: '?x=1', hash: '#top', state: { n: 1 } });
    history.go(1);
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });

  it('the browser history writes the address bar and tells its listener at once', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    const seen: string[] = [];
    const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
    history.push('/next?tab=2', { from: 'test' });
    expect(window.location.pathname).toBe('/next');
    expect(history.location.state).toEqual({ from: 'test' });
    history.replace('?tab=3');
    expect(window.location.search).toBe('?tab=3');
    stop();
    expect(seen).toEqual(['PUSH /next?tab=2', 'REPLACE /next?tab=3']);
  });
});
