/** A batch goes out every 10 s while events wait… */
export const BEHAVIOR_FLUSH_INTERVAL_MS = 10_000;
/** …and at once when this many are queued. */
export const BEHAVIOR_BATCH_SIZE = 20;
/** The contract's limit per batch (`BehaviorEventBatch.events.maxItems`). */
export const BEHAVIOR_MAX_BATCH = 100;
/** Beyond this (a server that keeps failing), the oldest events are dropped. */
export const BEHAVIOR_MAX_QUEUED = 500;
/** Where the collector lives, under the API prefix (collectBehaviorEvents). */
export const BEHAVIOR_EVENTS_PATH = '/analytics/events';
