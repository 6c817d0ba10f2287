export { BehaviorTracker } from './ui/behavior-tracker';
export { startBehaviorTracking } from './model/behavior-tracking';
export type { BehaviorTrackingOptions } from './model/behavior-tracking';
export { trackSignInFx } from './model/sign-in-events';
export { createBehaviorQueue } from './lib/behavior-queue';
export type { BehaviorQueue, BehaviorQueueOptions } from './lib/behavior-queue';
export { beaconBehaviorEvents, postBehaviorEvents } from './api/send-events';
export type { BehaviorEventBatch } from './api/send-events';
export {
  BEHAVIOR_BATCH_SIZE,
  BEHAVIOR_EVENTS_PATH,
  BEHAVIOR_FLUSH_INTERVAL_MS,
  BEHAVIOR_MAX_BATCH,
} from './config/sending';
