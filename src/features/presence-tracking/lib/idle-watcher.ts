import { ACTIVITY_EVENTS } from '../config/timings';

export interface IdleWatcherOptions {
  timeoutMs: number;
  /** Called once when `timeoutMs` passed without activity. */
  onIdle: () => void;
  /** Called on the first activity after `onIdle`. */
  onActive: () => void;
  /** Where activity is listened for; default `window` (none outside a browser). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  events?: readonly string[];
  now?: () => number;
}

export interface IdleWatcher {
  stop(): void;
}

/**
 * Watches for mouse down, key down, scroll and touch start. Activity only records a time, so a
 * busy scroll costs nothing; one timer checks when the timeout may have passed.
 */
export function watchIdle({
  timeoutMs,
  onIdle,
  onActive,
  target = typeof window === 'undefined' ? null : window,
  events = ACTIVITY_EVENTS,
  now = Date.now,
}: IdleWatcherOptions): IdleWatcher {
  let lastActivity = now();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };

  function check() {
    timer = undefined;
    const quiet = now() - lastActivity;
    if (quiet < timeoutMs) {
      schedule(timeoutMs - quiet);
      return;
    }
    idle = true;
    onIdle();
  }

  const onActivity = () => {
    lastActivity = now();
    if (!idle) return;
    idle = false;
    onActive();
    schedule(timeoutMs);
  };

  // Scroll does not bubble: listening in the capture phase also sees scrolling inside elements.
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const name of events) target?.addEventListener(name, onActivity, options);
  schedule(timeoutMs);

  return {
    stop() {
      clearTimeout(timer);
      for (const name of events) target?.removeEventListener(name, onActivity, options);
    },
  };
}
