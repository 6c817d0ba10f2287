import { startTransition, useEffect, useReducer, useState } from 'react';
import { isBrowserOnline } from '@/shared/lib/network';

/**
 * A module loaded on demand (a code-split chunk), remembered once it has arrived, so that parts
 * of the UI that are not needed for the first paint (overlays, dialogs, toasts) stay out of the
 * first download and render synchronously once loaded.
 */
export interface DeferredModule<Module> {
  /** The module if it has arrived, else undefined. */
  get(): Module | undefined;
  /** Starts loading (once; a failed load can be retried) and resolves with the module. */
  load(): Promise<Module>;
  /** Starts loading ahead of use; a failure is left for the real use to meet. */
  preload(): void;
}

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let value: Module | undefined;
  let pending: Promise<Module> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    get: () => value,
    load,
    preload() {
      load().catch(() => undefined);
    },
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Runs `task` when the browser is next idle (at the latest after `timeout` ms). */
function onIdle(task: () => void, timeout: number): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(task, { timeout });
    return () => (window as unknown as { cancelIdleCallback(id: number): void }).cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` once the browser is idle after the page's first contentful paint (`afterFirstPaint`;
 * at the latest `timeout` ms after it): the browser is idle while a page waits for its chunks and
 * data, and what is fetched then would hold up what the page shows first.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterFirstPaint(() => {
    cancelIdle = onIdle(task, timeout);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}

const supportsPaintTiming = () =>
  typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;

/**
 * Runs `task` once the page's first contentful paint has been presented (at once, in a task of its
 * own, when it already has been; without Paint Timing, after the next frame). Until then nothing
 * new is requested, so what a page shows first never waits on, nor shares the network with, what
 * follows it. A frame callback is not enough: the frame reaches the screen tens of ms after it.
 * A page that paints no text or image (a skeleton waiting for the connection) has no contentful
 * paint: then the task runs 3 s after the call.
 */
export const FIRST_PAINT_FALLBACK_MS = 3000;

export function afterFirstPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timeout = setTimeout(task);
  };
  if (supportsPaintTiming()) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(fallback);
      run();
    });
    const fallback = setTimeout(() => {
      observer.disconnect();
      task();
    }, FIRST_PAINT_FALLBACK_MS);
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(fallback);
      clearTimeout(timeout);
    };
  }
  if (typeof requestAnimationFrame !== 'function') {
    run();
    return () => clearTimeout(timeout);
  }
  const frame = requestAnimationFrame(run);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/** False until the page's first contentful paint has been presented (`afterFirstPaint`), then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterFirstPaint(() => startTransition(() => setPainted(true)))), [painted]);
  return painted;
}

/** Loads `module` in the background once the browser is idle (errors are left for the real use). */
export function usePreloadWhenIdle(module: DeferredModule<unknown>): void {
  useEffect(() => {
    if (module.get()) return;
    return whenIdle(() => module.preload());
  }, [module]);
}

/**
 * The module once `wanted` is true and it has arrived (undefined before). A failed load is thrown
 * during render, so the nearest error boundary shows its screen (e.g. "new version available"),
 * unless the browser is offline: then it is tried again when the connection is back, and the part
 * stays as it was meanwhile (a page must not give way to an error screen for a tooltip).
 */
export function useDeferredModule<Module>(module: DeferredModule<Module>, wanted: boolean): Module | undefined {
  const [attempt, rerender] = useReducer((count: number) => count + 1, 0);
  const [error, setError] = useState<unknown>(null);
  const loaded = module.get();
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    // A transition: React renders the arrived part in slices, between which the page stays responsive.
    const retry = () => live && startTransition(rerender);
    module.load().then(retry, (reason: unknown) => {
      if (!live) return;
      if (!isBrowserOnline()) window.addEventListener('online', retry, { once: true });
      else setError(() => reason);
    });
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [module, wanted, loaded, attempt]);
  if (error) throw error;
  return wanted ? loaded : undefined;
}

/**
 * The module once the browser has been idle after the first paint, or at once when `now` turns
 * true (a first use before then), else undefined. For parts that are on screen but not needed
 * for the first paint: they show a placeholder of their size until then.
 */
export function useModuleWhenIdle<Module>(module: DeferredModule<Module>, now = false): Module | undefined {
  const [idle, setIdle] = useState(() => module.get() !== undefined);
  useEffect(() => (idle ? undefined : whenIdle(() => startTransition(() => setIdle(true)))), [idle]);
  return useDeferredModule(module, idle || now);
}

/**
 * False until the task after `ready` first became true, then true for good. A deferred overlay
 * mounts closed and opens on this signal, as a mounted one opens on a later event.
 */
export function useAfterMount(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    const id = setTimeout(() => setAfter(true));
    return () => clearTimeout(id);
  }, [ready, after]);
  return after;
}
