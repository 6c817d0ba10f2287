import { PRESENCE_APP_VERSION } from '@/entities/presence';
import { connectBehaviorSink } from '@/shared/analytics';
import { tokenStore as appTokenStore, type TokenStore } from '@/shared/lib/session-token';
import { beaconBehaviorEvents, postBehaviorEvents } from '../api/send-events';
import { createBehaviorQueue, type BehaviorQueue, type BehaviorQueueOptions } from '../lib/behavior-queue';
import { randomId } from '@/shared/neutral';

export interface BehaviorTrackingOptions extends Partial<BehaviorQueueOptions> {
  tokenStore?: TokenStore;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** One browsing session per tab load, and a new one after each sign-out. */
let sessionId = randomId();

/**
 * Starts sending the events `track` records: batches every 10 s and at 20 queued, beacons when
 * the page is hidden or left, nothing while signed out (the queue is cleared on sign-out).
 * Answers the function that stops it all.
 */
export function startBehaviorTracking({
  tokenStore = appTokenStore,
  target = window,
  doc = document,
  ...overrides
}: BehaviorTrackingOptions = {}): { queue: BehaviorQueue; stop: () => void } {
  const queue = createBehaviorQueue({
    sessionId: () => sessionId,
    appVersion: PRESENCE_APP_VERSION,
    getToken: () => tokenStore.get(),
    post: (batch, token, keepalive) => postBehaviorEvents(batch, token, { keepalive }),
    beacon: (batch, token) => beaconBehaviorEvents(batch, token),
    ...overrides,
  });
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') queue.flushOnHide();
  };
  const onPageHide = () => queue.flushOnHide();

  const disconnect = connectBehaviorSink((event) => queue.record(event));
  const stopInterval = queue.start();
  const unsubscribe = tokenStore.subscribe((token) => {
    if (token !== null) return;
    queue.clear();
    sessionId = randomId();
  });
  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', onPageHide);

  return {
    queue,
    stop() {
      doc.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('pagehide', onPageHide);
      unsubscribe();
      stopInterval();
      disconnect();
    },
  };
}
