import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLLED_QUERY_OPTIONS } from './polling';
import { queryClientDefaultOptions } from './query-client';

let client: QueryClient;
let calls: number;
let fail: boolean;

function observe() {
  const observer = new QueryObserver(client, {
    queryKey: ['polled'],
    queryFn: async () => {
      calls += 1;
      if (fail) throw new Error('down');
      return calls;
    },
    ...POLLED_QUERY_OPTIONS,
  });
  return observer.subscribe(() => {});
}

beforeEach(() => {
  // Node has no window: React Query would take it for a server and schedule no interval.
  environmentManager.setIsServer(() => false);
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: queryClientDefaultOptions });
  calls = 0;
  fail = false;
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  environmentManager.setIsServer(() => typeof window === 'undefined');
});

describe('polled admin data (spec 2 §9)', () => {
  it('asks again every 5 s while observed', async () => {
    const stop = observe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(4);
    stop();
  });

  it('dedupes for 300 s: a mount within 300 s of the last answer reuses it, a later one asks', async () => {
    observe()();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);

    await vi.advanceTimersByTimeAsync(299_000);
    const again = observe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    again();

    await vi.advanceTimersByTimeAsync(1000);
    observe()();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
  });

  it('retries an error twice', async () => {
    fail = true;
    const stop = observe();
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toBe(3);
    expect(client.getQueryState(['polled'])?.status).toBe('error');
    stop();
  });
});
