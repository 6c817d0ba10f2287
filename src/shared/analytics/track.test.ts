import { afterEach, describe, expect, it } from 'vitest';
import type { BehaviorEvent } from './track';
import { connectBehaviorSink, track, trackCustom } from './track';

let disconnect: (() => void) | undefined;
afterEach(() => disconnect?.());

describe('track', () => {
  it('keeps events until the sender connects, then hands over each new one', () => {
    track('search', { queryLength: 3 });
    const received: BehaviorEvent[] = [];
    disconnect = connectBehaviorSink((event) => received.push(event));
    trackCustom('sign_in', { method: 'password' });
    expect(received.map(({ type, name, properties }) => ({ type, name, properties }))).toEqual([
      { type: 'search', name: undefined, properties: { queryLength: 3 } },
      { type: 'custom', name: 'sign_in', properties: { method: 'password' } },
    ]);
    expect(received[0]!.path).toMatch(/^\//);
    expect(Number.isNaN(Date.parse(received[0]!.timestamp))).toBe(false);
  });

  it('never throws, even when the sender does', () => {
    disconnect = connectBehaviorSink(() => {
      throw new Error('broken sender');
    });
    expect(() => track('page_view')).not.toThrow();
  });
});
