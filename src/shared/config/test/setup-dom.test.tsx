import { expect, it } from 'vitest';

const live = (globalThis as Record<symbol, unknown>)[Symbol.for('test.liveIntervals')] as Set<ReturnType<typeof setInterval>>;

it('keeps the intervals a file starts, to clear them when it ends, and forgets those cleared', () => {
  const id = setInterval(() => undefined, 60_000);
  expect(live.has(id)).toBe(true);
  clearInterval(id);
  expect(live.has(id)).toBe(false);
});

it("leaves jsdom's frame timer alone: later files' animation frames depend on it", () => {
  const before = new Set(live);
  requestAnimationFrame(() => undefined);
  expect(new Set(live)).toEqual(before);
});
