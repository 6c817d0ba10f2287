/** A batch goes out every 10 s while events wait… */
export const BEHAVIOR_FLUSH_INTERVAL_MS = 10_000;
/** …and at once when this many are queued. */
export const BEHAVIOR_BATCH_SIZE = 20;
/** The contract's limit per batch (`BehaviorEventBatch.events.maxItems`). */
export const BEHAVIOR_MAX_BATCH = 100;
/**
 * The contract's body limit (`x-body-limit` of collectBehaviorEvents, also what a keepalive fetch
 * or a beacon may carry), less room for the session id, the app version and a beacon's token.
 */
export const BEHAVIOR_MAX_EVENT_BYTES = 64 * 1024 - 5 * 1024;
/** The contract's caps on one event (`BehaviorEvent`): longer texts are cut, extra properties left out. */
export const BEHAVIOR_EVENT_CAPS = { path: 512, name: 64, properties: 20, key: 64, value: 256 } as const;
/** Beyond this (a server that keeps failing), the oldest events are dropped. */
export const BEHAVIOR_MAX_QUEUED = 500;
/** Where the collector lives, under the API prefix (collectBehaviorEvents). */
export const BEHAVIOR_EVENTS_PATH = '/analytics/events';
