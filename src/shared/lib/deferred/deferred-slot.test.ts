// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';
import { useDeferredSlot } from './deferred-slot';

describe('useDeferredSlot', () => {
  it('loads the part at once when it is wanted, before the browser has been idle', async () => {
    // No idle moment comes: requestIdleCallback never calls back, Paint Timing never reports.
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 1));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const importer = vi.fn(async () => ({ Part: 'part' }));
      const part = deferredModule(importer);
      const { result } = renderHook(() => useDeferredSlot(part));
      expect(result.current.loaded).toBeUndefined();
      expect(importer).not.toHaveBeenCalled();

      act(() => result.current.want());
      await waitFor(() => expect(result.current.loaded).toEqual({ Part: 'part' }));
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
