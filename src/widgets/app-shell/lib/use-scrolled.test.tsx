import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => act(() => scrollTo(0)));

describe('useScrolled', () => {
  it('follows scroll events past the offset', () => {
    const { result } = renderHook(() => useScrolled(64));
    expect(result.current).toBe(false);
    act(() => scrollTo(65));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
  });

  it('does not read the window during render', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    const { rerender } = renderHook(() => useScrolled(64));
    rerender();
    rerender();
    expect(reads).toBe(0);
  });
});
