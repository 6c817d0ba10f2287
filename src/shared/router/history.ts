/** Where the app is: the parts of a URL the router reads, the state a navigation left and its key. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation that led here passed as `state` (`null` when none). */
  state: unknown;
  /** Unique to each history entry (`"default"` for the first one). */
  key: string;
}

/** A path as a string, or its parts (a missing `pathname` keeps the current one). */
export type To = string | Partial<Path>;

/** How the current entry was reached: the back/forward buttons (`POP`), a push or a replace. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
  /** Called after each change of entry (at once for a push or replace); returns the unsubscribe. */
  listen: (listener: (update: HistoryUpdate) => void) => () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + normalize(search, '?') + normalize(hash, '#');
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** `to` as a whole path from `from`: a string without a leading `/` (`?page=2`, `#top`) keeps the current pathname. */
export function resolvePath(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname ?? from.pathname;
  // Only paths from the root are used in this app; a relative segment is taken from the root too.
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: normalize(parts.search ?? '', '?'),
    hash: normalize(parts.hash ?? '', '#'),
  };
}

function normalize(part: string, prefix: '?' | '#'): string {
  if (!part || part === prefix) return '';
  return part.startsWith(prefix) ? part : prefix + part;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(path: Path, state: unknown, key: string): Location {
  return { pathname: path.pathname, search: path.search, hash: path.hash, state: state ?? null, key };
}

/**
 * What both histories share: the last action, where they are (`current`), and their listeners,
 * told of each change that `moves` makes (through `changed`).
 */
function createHistory(
  current: () => Location,
  moves: (changed: (action: NavigationType) => void) => Pick<History, 'push' | 'replace' | 'go'>,
): History {
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const changed = (next: NavigationType) => {
    action = next;
    const location = current();
    listeners.forEach((listener) => listener({ action, location }));
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    ...moves(changed),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The browser's history (pushState, the back and forward buttons). */
export function createBrowserHistory(win: Window = window): History {
  const entryState = () => (win.history.state ?? null) as Partial<EntryState> | null;
  if (typeof entryState()?.idx !== 'number') win.history.replaceState({ ...entryState(), idx: 0 }, '');
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = entryState();
    return locationOf({ pathname, search, hash }, state?.usr, state?.key ?? 'default');
  };
  let location = read();
  return createHistory(
    () => location,
    (changed) => {
      const change = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
        const path = createPath(resolvePath(to, location));
        const idx = (entryState()?.idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
        const next: EntryState = { usr: state ?? null, key: createKey(), idx };
        if (kind === 'PUSH') win.history.pushState(next, '', path);
        else win.history.replaceState(next, '', path);
        location = read();
        changed(kind);
      };
      win.addEventListener('popstate', () => {
        location = read();
        changed('POP');
      });
      return {
        push: (to, state) => change('PUSH', to, state),
        replace: (to, state) => change('REPLACE', to, state),
        go: (delta) => win.history.go(delta),
      };
    },
  );
}

/** A history kept in memory (tests): `initialEntries` (paths, or locations with their state) and the one shown (the last by default). */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number } = {}): History {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries = initialEntries.map((entry, at) =>
    locationOf(resolvePath(entry, root), typeof entry === 'string' ? null : entry.state, at === 0 ? 'default' : createKey()),
  );
  if (entries.length === 0) entries.push(locationOf(root, null, 'default'));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const current = () => entries[index] as Location;
  return createHistory(current, (changed) => ({
    push: (to, state) => {
      entries.splice(index + 1, entries.length, locationOf(resolvePath(to, current()), state, createKey()));
      index += 1;
      changed('PUSH');
    },
    replace: (to, state) => {
      entries[index] = locationOf(resolvePath(to, current()), state, createKey());
      changed('REPLACE');
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed('POP');
    },
  }));
}
