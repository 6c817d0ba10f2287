import { whenIdle } from '@/shared/lib/deferred';

/**
 * Runs `task` once the page has loaded (the window's `load`), then `delayMs` more, then at the
 * browser's next idle moment (at the latest 3 s later): for work that must not share the network
 * or the main thread with what the page loads first, like a service worker precaching the app.
 */
export function afterPageSettles(task: () => void, delayMs = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(task, 3000);
    }, delayMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    cancelIdle?.();
  };
}
