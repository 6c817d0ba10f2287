// Eager and tiny on purpose: features call `track` from their event handlers; the sender (queue,
// batches, beacon) is `@/features/behavior-tracking`, loaded after the first paint.
export { connectBehaviorSink, track, trackCustom } from './track';
export type { BehaviorEvent, BehaviorEventProperties, BehaviorEventSink, BehaviorEventType } from './track';
