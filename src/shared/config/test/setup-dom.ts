import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '@/shared/ui';

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

afterEach(() => cleanup());
