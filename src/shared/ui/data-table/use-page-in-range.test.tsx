import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageInRange, type PagedQuery } from './use-page-in-range';

const answered = (total: number, more: Partial<PagedQuery<string>> = {}): PagedQuery<string> => ({
  isPending: false,
  isError: false,
  isSuccess: true,
  isPlaceholderData: false,
  error: null,
  refetch: () => {},
  data: { items: [], total },
  ...more,
});

describe('usePageInRange', () => {
  it('leaves a page within the list as it is', () => {
    const update = vi.fn();
    const request = answered(7);
    const { result } = renderHook(() => usePageInRange(request, { page: 4, limit: 2 }, update));
    expect(result.current).toBe(request);
    expect(update).not.toHaveBeenCalled();
  });

  it('goes from a page past the end to the last one in place of the entry, pending meanwhile', () => {
    const update = vi.fn();
    const { result } = renderHook(() => usePageInRange(answered(7), { page: 5, limit: 2 }, update));
    expect(result.current.isPending).toBe(true);
    expect(update).toHaveBeenCalledExactlyOnceWith({ page: 4 }, { replace: true });
  });

  it('goes to the first page of an emptied list', () => {
    const update = vi.fn();
    renderHook(() => usePageInRange(answered(0), { page: 3, limit: 25 }, update));
    expect(update).toHaveBeenCalledExactlyOnceWith({ page: 1 }, { replace: true });
  });

  it('waits while it shows the previous page as a placeholder, or before the answer', () => {
    const update = vi.fn();
    const placeholder = renderHook(() => usePageInRange(answered(7, { isPlaceholderData: true }), { page: 5, limit: 2 }, update));
    expect(placeholder.result.current.isPending).toBe(true);
    const loading = renderHook(() => usePageInRange(answered(0, { isPending: true, isSuccess: false, data: undefined }), { page: 5, limit: 2 }, update));
    expect(loading.result.current.isPending).toBe(true);
    expect(update).not.toHaveBeenCalled();
  });
});
