import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long decoding or fingerprinting may hold the event loop before it lets requests through. */
const SLICE_MS = 15;

/**
 * A scan runs in the server's own process: long decoding and fingerprinting hand the event loop
 * back every SLICE_MS, so requests are answered meanwhile. `await pause()` where work may go on.
 */
export function cooperative(): () => Promise<void> | void {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
