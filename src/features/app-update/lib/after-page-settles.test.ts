import { describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from './after-page-settles';

describe('afterPageSettles', () => {
  function withPage(readyState: DocumentReadyState, run: (fire: () => void) => void) {
    vi.useFakeTimers();
    let onLoad: (() => void) | undefined;
    vi.stubGlobal('document', { readyState });
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
      removeEventListener: vi.fn(),
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
    });
    try {
      run(() => onLoad?.());
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  }

  it('waits for the page to load, then the delay, then an idle moment', () => {
    withPage('loading', (fireLoad) => {
      const task = vi.fn();
      afterPageSettles(task, 2000);
      vi.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();
      fireLoad();
      vi.advanceTimersByTime(1999);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(3001); // the idle moment comes at the latest 3 s later
      expect(task).toHaveBeenCalledTimes(1);
    });
  });

  it('counts the delay from now on a page that has loaded, and can be cancelled', () => {
    withPage('complete', () => {
      const task = vi.fn();
      const cancel = afterPageSettles(task, 2000);
      vi.advanceTimersByTime(1000);
      cancel();
      vi.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();
      afterPageSettles(task, 2000);
      vi.advanceTimersByTime(5001);
      expect(task).toHaveBeenCalledTimes(1);
    });
  });
});
