import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBehaviorSink, type BehaviorEvent } from '@/shared/analytics';
import type { SearchItem, SearchPage, SearchRequest } from '../api/search-api';
import { SEARCH_DEBOUNCE_MS } from '../config/search';
import {
  $cachedKey,
  $loading,
  $pageGuard,
  $results,
  $searchedQuery,
  $total,
  modeChanged,
  nextPageRequested,
  queryChanged,
  searchFx,
} from './search';

const item = (id: string, kind: SearchItem['kind'] = 'artists'): SearchItem => ({
  kind,
  id,
  name: `Name ${id}`,
  image: null,
  subtitle: null,
});

function setup(handler: (request: SearchRequest) => SearchPage | Promise<SearchPage>) {
  const calls: SearchRequest[] = [];
  const scope = fork({
    handlers: [
      [
        searchFx,
        (request: SearchRequest) => {
          calls.push(request);
          return handler(request);
        },
      ],
    ],
  });
  return { scope, calls };
}

const artistsPage = ({ offset }: SearchRequest): SearchPage => ({
  items: Array.from({ length: 10 }, (_, i) => item(`a${offset + i}`)),
  total: 25,
});

/** Awaits a launch once the model's timers (debounce, page guard) have run on the fake clock. */
async function settle(launch: Promise<unknown>) {
  await vi.runAllTimersAsync();
  await launch;
}

describe('search model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last keystroke and sends the trimmed text once', async () => {
    const { scope, calls } = setup(artistsPage);
    const started = Date.now();
    void allSettled(queryChanged, { scope, params: 'ad' });
    await vi.advanceTimersByTimeAsync(200);
    const last = allSettled(queryChanged, { scope, params: '  adele  ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await last;
    expect(Date.now() - started).toBeGreaterThanOrEqual(690);
    expect(calls).toEqual([{ mode: 'artists', query: 'adele', offset: 0 }]);
    expect(scope.getState($searchedQuery)).toBe('adele');
    expect(scope.getState($results)).toHaveLength(10);
    expect(scope.getState($total)).toBe(25);
  });

  it('records the search as its length and number of matches, never the text', async () => {
    connectBehaviorSink(() => undefined)(); // what earlier tests recorded
    const tracked: BehaviorEvent[] = [];
    const disconnect = connectBehaviorSink((event) => tracked.push(event));
    const { scope } = setup(artistsPage);
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    disconnect();
    expect(tracked.map(({ type, properties }) => ({ type, properties }))).toEqual([
      { type: 'search', properties: { mode: 'artists', queryLength: 5, results: 25 } },
    ]);
  });

  it('ignores an empty (blank) query', async () => {
    const { scope, calls } = setup(artistsPage);
    await settle(allSettled(queryChanged, { scope, params: '   ' }));
    expect(calls).toEqual([]);
    expect(scope.getState($searchedQuery)).toBe('');
    expect(scope.getState($results)).toEqual([]);
  });

  it('serves an identical query in the same mode from the cache', async () => {
    const { scope, calls } = setup(artistsPage);
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    await settle(allSettled(queryChanged, { scope, params: 'adele ' }));
    expect(calls).toHaveLength(1);
    await settle(allSettled(queryChanged, { scope, params: 'other' }));
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    expect(calls.map((call) => call.query)).toEqual(['adele', 'other']);
    expect(scope.getState($results)[0]?.id).toBe('a0');
  });

  it('searches the text again in the new mode; writers are not paged', async () => {
    const { scope, calls } = setup(({ mode }) =>
      mode === 'writers' ? { items: [item('w1', 'writers')], total: 1 } : artistsPage({ mode, query: '', offset: 0 }),
    );
    await settle(allSettled(queryChanged, { scope, params: 'max' }));
    await settle(allSettled(modeChanged, { scope, params: 'writers' }));
    expect(calls.map((call) => call.mode)).toEqual(['artists', 'writers']);
    expect(scope.getState($results)).toEqual([item('w1', 'writers')]);
    await settle(allSettled(nextPageRequested, { scope }));
    expect(calls).toHaveLength(2);
    await settle(allSettled(modeChanged, { scope, params: 'artists' }));
    expect(calls).toHaveLength(2); // cached
    expect(scope.getState($results)).toHaveLength(10);
  });

  it('loads the next artist page by offset, guarded for 100 ms, until the total', async () => {
    const { scope, calls } = setup(artistsPage);
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    const first = allSettled(nextPageRequested, { scope });
    expect(scope.getState($pageGuard)).toBe(true);
    void allSettled(nextPageRequested, { scope }); // ignored: guard
    await settle(first);
    expect(scope.getState($pageGuard)).toBe(false);
    expect(calls.map((call) => call.offset)).toEqual([0, 10]);
    expect(scope.getState($results)).toHaveLength(20);
    await settle(allSettled(nextPageRequested, { scope }));
    await settle(allSettled(nextPageRequested, { scope }));
    expect(calls.map((call) => call.offset)).toEqual([0, 10, 20]);
  });

  it('swallows a failure and resets loading and the cached query', async () => {
    const handler = vi.fn<(request: SearchRequest) => Promise<SearchPage>>(() => Promise.reject(new Error('boom')));
    const { scope, calls } = setup(handler);
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    expect(scope.getState($loading)).toBe(false);
    expect(scope.getState($cachedKey)).toBeNull();
    expect(scope.getState($results)).toEqual([]);
    expect(scope.getState($total)).toBeNull();
    handler.mockImplementation((request) => Promise.resolve(artistsPage(request)));
    await settle(allSettled(queryChanged, { scope, params: 'adele' }));
    expect(calls).toHaveLength(2); // not served from a cache
    expect(scope.getState($results)).toHaveLength(10);
  });

  it('drops an answer for a query that is no longer current', async () => {
    let release: (() => void) | undefined;
    const { scope } = setup(
      (request) =>
        new Promise((resolve) => {
          if (request.query === 'slow') release = () => resolve({ items: [item('slow')], total: 1 });
          else resolve({ items: [item('fast')], total: 1 });
        }),
    );
    const slow = allSettled(queryChanged, { scope, params: 'slow' });
    await vi.advanceTimersByTimeAsync(600);
    const fast = allSettled(queryChanged, { scope, params: 'fast' });
    await vi.advanceTimersByTimeAsync(600);
    expect(scope.getState($results)).toEqual([item('fast')]);
    release?.();
    await settle(Promise.all([slow, fast]));
    expect(scope.getState($results)).toEqual([item('fast')]);
  });
});
