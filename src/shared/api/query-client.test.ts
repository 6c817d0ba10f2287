import { describe, expect, it } from 'vitest';
import { createQueryClient, queryClientDefaultOptions } from './query-client';

describe('query client defaults (spec 2 §9)', () => {
  it('exports gcTime 300 000 ms, staleTime 120 000 ms, retry 1, no refetch on focus', () => {
    expect(queryClientDefaultOptions.queries).toEqual({
      gcTime: 300_000,
      staleTime: 120_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });

  it('applies them to the client', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.staleTime).toBe(120_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
