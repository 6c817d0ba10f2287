import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { preloadOverlays, toaster } from '@/shared/ui';

// The component tests share one jsdom page per worker (`isolate: false`, vitest.config.ts), and this
// file runs before each test file: what one file leaves behind, the next must not see.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
document.head.replaceChildren();
document.title = '';
history.replaceState(null, '', '/');
// The app's one toaster keeps its toasts (at most 5 shown, the rest queued) in module state.
toaster.remove();

// user-event puts every pointer event at (0, 0), and Zag's focus-visible tracker (module state, so
// it lives as long as the shared page) ignores a move that does not move. Once a menu has opened
// (Zag then marks the modality "virtual"), the move onto an item would not count as the pointer's and
// the item would not be highlighted, as it is in a browser, where reaching another element is a move.
// So each of user-event's moves is preceded by one from elsewhere. (Once per page: listeners stay.)
const POINTER_NUDGED = Symbol.for('test.pointerNudged');
if (!(POINTER_NUDGED in window)) {
  Object.defineProperty(window, POINTER_NUDGED, { value: true });
  document.addEventListener(
    'pointermove',
    (event) => {
      if (event.clientX === 0 && event.clientY === 0) document.dispatchEvent(new PointerEvent('pointermove', { clientX: -1, clientY: -1 }));
    },
    true,
  );
}

// CI has two cores shared by the whole suite: a lazy chunk's first load there can pass the default
// one second that findBy and waitFor wait for. Waiting longer changes nothing for a passing test.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no ResizeObserver; Ark UI's positioned parts (popover, menu, tooltip) need one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Component tests never reach a network: a test that needs answers stubs fetch itself. Presence
// calls made by the app shell just stay pending (quietly, until aborted) instead of retrying.
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  if (/\/(presence\/|user-presence)/.test(url)) {
    return new Promise<Response>((_resolve, reject) =>
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
  }
  return Promise.reject(new TypeError(`No network in component tests: ${url}`));
};
// Debug logs (swallowed presence failures and the like) are not assertions.
console.debug = () => undefined;

// The overlays' Ark UI parts load on demand in the app (idle time, first use); component tests
// start with them loaded, as the app is once idle. (`deferred-overlays.test.tsx` covers the rest.)
await preloadOverlays();

// An interval a file started and left running (the presence heartbeat of a scope no test stops was
// left by 52 files) goes on firing into the next files on this page, into their fetch stubs and
// spies: each file's are cleared when it ends. Their owners keep only the id, and clearing one twice
// does nothing. Not jsdom's own: its requestAnimationFrame runs on one interval for the whole page,
// and cleared, every later file's Ark UI parts would wait for frames that never come.
const LIVE_INTERVALS = Symbol.for('test.liveIntervals');
const page = globalThis as typeof globalThis & { [LIVE_INTERVALS]?: Set<ReturnType<typeof setInterval>> };
if (!page[LIVE_INTERVALS]) {
  const live = new Set<ReturnType<typeof setInterval>>();
  page[LIVE_INTERVALS] = live;
  const { setInterval: start, clearInterval: stop } = globalThis;
  globalThis.setInterval = Object.assign((...args: Parameters<typeof setInterval>) => {
    const id = start(...args);
    if (!new Error().stack?.includes('/jsdom/')) live.add(id);
    return id;
  }, start) as typeof setInterval;
  globalThis.clearInterval = ((id?: ReturnType<typeof setInterval>) => {
    if (id !== undefined) live.delete(id);
    stop(id);
  }) as typeof clearInterval;
}
const liveIntervals = page[LIVE_INTERVALS];

afterEach(() => cleanup());
afterAll(() => {
  for (const id of liveIntervals) clearInterval(id);
});
// A lazy chunk a test started loading (a redirect's page, a preload on hover) must be in before the
// file ends: Vitest cancels a module load still pending then, and the next file on this page would
// find that module failed.
afterAll(() => vi.dynamicImportSettled());
