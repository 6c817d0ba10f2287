import type { components } from '@/shared/api';

export type BehaviorEvent = components['schemas']['BehaviorEvent'];
export type BehaviorEventType = components['schemas']['BehaviorEventType'];
/** Flat values only, never personal data (no emails, names or text the user typed). */
export type BehaviorEventProperties = NonNullable<BehaviorEvent['properties']>;
export type BehaviorEventSink = (event: BehaviorEvent) => void;

/** Events recorded before the sender (loaded after the first paint) connects; more are dropped. */
const EARLY_LIMIT = 100;
/** The contract's cap (`BehaviorEvent.path`); the sender fits the rest of an event to its caps. */
const MAX_PATH_LENGTH = 512;

let early: BehaviorEvent[] = [];
let sink: BehaviorEventSink | null = null;

/**
 * Records a behavioural event for the current path. Cheap and synchronous, and it never throws:
 * it only hands the event to the sender (or keeps it until the sender has loaded), which decides
 * whether and when it is sent.
 */
export function track(type: BehaviorEventType, properties?: BehaviorEventProperties, name?: string): void {
  try {
    const path = (globalThis.location?.pathname || '/').slice(0, MAX_PATH_LENGTH);
    const event: BehaviorEvent = { type, path, timestamp: new Date().toISOString() };
    if (name) event.name = name;
    if (properties) event.properties = properties;
    if (sink) sink(event);
    else if (early.length < EARLY_LIMIT) early.push(event);
  } catch {
    // Analytics never gets in the user's way.
  }
}

/** A product event of our own (`custom` with a name, e.g. `sign_in`, `release_submitted`). */
export function trackCustom(name: string, properties?: BehaviorEventProperties): void {
  track('custom', properties, name);
}

/** The sender takes over: the events recorded so far first, then each new one. */
export function connectBehaviorSink(next: BehaviorEventSink): () => void {
  sink = next;
  const recorded = early;
  early = [];
  for (const event of recorded) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}
