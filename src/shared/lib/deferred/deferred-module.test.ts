import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_FALLBACK_MS, afterFirstPaint, deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('loads once and then gives the module synchronously', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = deferredModule(importer);
    expect(module.get()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.get()).toEqual({ answer: 42 });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('can be retried after a failed load (e.g. a chunk removed by a deploy)', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint where Paint Timing reports it', () => {
    vi.useFakeTimers();
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const task = vi.fn();
      afterFirstPaint(task);
      report!({ getEntriesByName: () => [] }); // first-paint only: a bar, no content yet
      vi.advanceTimersByTime(1000);
      expect(task).not.toHaveBeenCalled();
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(disconnect).toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('runs the task 3 s after the call when the page paints no content (a skeleton)', () => {
    vi.useFakeTimers();
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    try {
      const task = vi.fn();
      afterFirstPaint(task);
      vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  /** Runs `test` with fake timers and a frame queue in place of requestAnimationFrame. */
  function withFrames(test: (nextFrame: () => void) => void) {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    try {
      test(() => frames.shift()!(0));
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  }

  it('without Paint Timing, runs the task in a task queued by the next frame callback', () =>
    withFrames((nextFrame) => {
      const task = vi.fn();
      afterFirstPaint(task);
      vi.runAllTimers();
      expect(task).not.toHaveBeenCalled();
      nextFrame();
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    }));

  it('can be cancelled before it runs', () =>
    withFrames((nextFrame) => {
      const task = vi.fn();
      const cancel = afterFirstPaint(task);
      nextFrame();
      cancel();
      vi.runAllTimers();
      expect(task).not.toHaveBeenCalled();
    }));
});
