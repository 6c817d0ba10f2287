import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

  it('runs a change at once even while offline, so that its failure shows (not paused until online)', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    onlineManager.setOnline(false);
    try {
      const mutationFn = vi.fn(async () => {
        throw new Error('not sent');
      });
      const mutation = client.getMutationCache().build(client, { mutationFn });
      await expect(mutation.execute(undefined)).rejects.toThrow('not sent');
      expect(mutationFn).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
