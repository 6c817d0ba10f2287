import type { BehaviorEvent } from '@/shared/analytics';
import { BEHAVIOR_EVENT_CAPS as CAPS } from '../config/sending';

const utf8 = new TextEncoder();

/** At most `max` characters, never half of a surrogate pair (the server would refuse it as text). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The event within the contract's caps, so that a batch is never refused for one event: texts
 * are cut, properties past the 20th and those with a key too long are left out.
 */
export function fitEvent(event: BehaviorEvent): BehaviorEvent {
  const fitted: BehaviorEvent = { ...event, path: cut(event.path, CAPS.path) };
  if (event.name !== undefined) fitted.name = cut(event.name, CAPS.name);
  if (event.properties) {
    const entries = Object.entries(event.properties)
      .filter(([key]) => key.length <= CAPS.key)
      .slice(0, CAPS.properties)
      .map(([key, value]) => [key, typeof value === 'string' ? cut(value, CAPS.value) : value]);
    fitted.properties = Object.fromEntries(entries) as NonNullable<BehaviorEvent['properties']>;
  }
  return fitted;
}

/** The event's share of a batch's body, in bytes (its JSON and a comma). */
export function eventBytes(event: BehaviorEvent): number {
  return utf8.encode(JSON.stringify(event)).length + 1;
}
