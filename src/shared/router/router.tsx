import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { resolvePath, type History, type Location, type To } from './history';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match-routes';

interface NavigationContextValue {
  location: Location;
  navigator: Pick<History, 'location' | 'push' | 'replace' | 'go'>;
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

interface RouteContextValue {
  outlet: ReactNode;
  matches: RouteMatch[];
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [] });

function useNavigationContext(hook: string): NavigationContextValue {
  const value = use(NavigationContext);
  if (!value) throw new Error(`${hook}() may be used only inside a <Router>`);
  return value;
}

export interface RouterProps {
  location: Location;
  navigator: NavigationContextValue['navigator'];
  children?: ReactNode;
}

/** Provides where the app is and how to move; `useRoutes` below it renders what matches. */
export function Router({ location, navigator, children }: RouterProps) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** What `routes` render at the current location: each matched route wraps the next in its `<Outlet />`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useNavigationContext('useRoutes');
  const matches = useMemo(() => matchRoutes(routes, location), [routes, location]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, match, at) => {
    const { Component, element } = match.route;
    const rendered = Component ? <Component /> : element !== undefined ? element : outlet;
    return <RouteContext value={{ outlet, matches: matches.slice(0, at + 1) }}>{rendered}</RouteContext>;
  }, null);
}

/** `useRoutes` as an element: `<Routes routes={routes} />` inside a `<Router>`. */
export function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Where the matched child route renders. */
export function Outlet() {
  return use(RouteContext).outlet;
}

export function useLocation(): Location {
  return useNavigationContext('useLocation').location;
}

/** The current route's URL parameters (its parents' included). */
export function useParams<T extends Params = Params>(): Readonly<Partial<T>> {
  const { matches } = use(RouteContext);
  return (matches.at(-1)?.params ?? {}) as Partial<T>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/** Moves to `to` (a new entry, or in place with `replace`), or `delta` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const { navigator } = useNavigationContext('useNavigate');
  const location = useLocation();
  return useMemo(() => {
    function navigate(to: To | number, options: NavigateOptions = {}): void {
      if (typeof to === 'number') return navigator.go(to);
      const path = resolvePath(to, location);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    }
    return navigate as NavigateFunction;
  }, [navigator, location]);
}

export type SearchParamsInit = string | URLSearchParams | [string, string][] | Record<string, string | string[]>;

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const each of Array.isArray(value) ? value : [value]) params.append(key, each);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string's parameters, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const { navigator } = useNavigationContext('useSearchParams');
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      // An update reads the address as it is now, not as this render saw it: two changes made
      // before the page renders again (two filters picked at once) both stay.
      const current = () => new URLSearchParams(navigator.location.search);
      const params = createSearchParams(typeof next === 'function' ? next(current()) : next);
      navigate(`?${params.toString()}`, options);
    },
    [navigate, navigator],
  );
  return [searchParams, setSearchParams];
}
