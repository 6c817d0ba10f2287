import { act, render, screen } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledStore } from './use-throttled-store';

const set = createEvent<number>();
const $value = createStore(0).on(set, (_, value) => value);

function setup(intervalMs: number) {
  const scope = fork({ values: [[$value, 1]] });
  let renders = 0;
  function Shown() {
    renders += 1;
    return <output>{useThrottledStore($value, intervalMs)}</output>;
  }
  render(
    <Provider value={scope}>
      <Shown />
    </Provider>,
  );
  const send = (value: number) => act(() => allSettled(set, { scope, params: value }));
  return { send, renders: () => renders };
}

const shown = () => screen.getByRole('status').textContent;

describe('useThrottledStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the provided scope's value", () => {
    setup(500);
    expect(shown()).toBe('1');
  });

  it('shows a change at once after a quiet interval, then at most one per interval, ending on the last value', async () => {
    const { send, renders } = setup(500);
    // Changes in the first interval after mounting (the value shown then) wait for its end.
    await send(2);
    expect(shown()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(shown()).toBe('2');

    // A quiet interval: the next change shows at once.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await send(3);
    expect(shown()).toBe('3');
    const afterThree = renders();

    // Within the interval: nothing until its end, then only the last value, in one render.
    await send(4);
    await send(5);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(shown()).toBe('3');
    expect(renders()).toBe(afterThree);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown()).toBe('5');
    expect(renders()).toBe(afterThree + 1);
  });

  it('follows every change with an interval of 0', async () => {
    const { send } = setup(0);
    await send(7);
    expect(shown()).toBe('7');
    await send(8);
    expect(shown()).toBe('8');
  });
});
