import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptGate, type AttemptRank, GATE_FULL } from './attempt-gate.js';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An attempt that records when it started and finishes when the test says so. */
function attempts() {
  const started: { name: string; at: number }[] = [];
  const finish = new Map<string, () => void>();
  const attempt = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push({ name, at: Date.now() });
      finish.set(name, () => resolve(name));
    });
  return { started, attempt, finish: (name: string) => finish.get(name)!() };
}

const spaced = (address: string, rank: AttemptRank = 'other') => ({ spaced: true, rank, address });

describe('AttemptGate', () => {
  it('runs attempts that are not spaced at once, side by side, and counts them in flight', async () => {
    const gate = new AttemptGate({ spacingMs: 1000, maxWaiting: 1 });
    const { started, attempt, finish } = attempts();
    const runs = ['a', 'b', 'c'].map((name) => gate.run('account', { spaced: false, rank: 'other', address: name }, attempt(name)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(gate.inFlight('account')).toBe(3);
    ['a', 'b', 'c'].forEach(finish);
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(gate.inFlight('account')).toBe(0);
  });

  it('runs spaced attempts one at a time, starting at least spacingMs apart', async () => {
    const gate = new AttemptGate({ spacingMs: 1000, maxWaiting: 5 });
    const { started, attempt, finish } = attempts();
    const runs = ['a', 'b', 'c'].map((name) => gate.run('account', spaced(name), attempt(name)));
    await vi.advanceTimersByTimeAsync(1500);
    expect(started).toEqual([{ name: 'a', at: 0 }]); // b waits for a to finish, however long it takes
    finish('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((s) => s.name)).toEqual(['a', 'b']);
    finish('b');
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([
      { name: 'a', at: 0 },
      { name: 'b', at: 1500 },
      { name: 'c', at: 2500 },
    ]);
    finish('c');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  });

  it('serves attempts from addresses without failures first, one place per address', async () => {
    const gate = new AttemptGate({ spacingMs: 100, maxWaiting: 5 });
    const { started, attempt, finish } = attempts();
    const runs = [
      gate.run('account', spaced('attacker'), attempt('attacker 1')),
      gate.run('account', spaced('attacker'), attempt('attacker 2')),
      gate.run('account', spaced('fresh', 'clean'), attempt('fresh 1')),
      gate.run('account', spaced('fresh', 'clean'), attempt('fresh 2')), // behind: fresh already has a place ahead
      gate.run('account', spaced('owner', 'clean'), attempt('owner')),
    ];
    for (let turn = 0; turn < 5; turn += 1) {
      await vi.advanceTimersByTimeAsync(100);
      finish(started.at(-1)!.name);
    }
    expect(started.map((s) => s.name)).toEqual(['attacker 1', 'fresh 1', 'owner', 'attacker 2', 'fresh 2']);
    await Promise.all(runs);
  });

  it('serves an address the account signed in from before ahead of clean ones, without waiting out the spacing', async () => {
    const gate = new AttemptGate({ spacingMs: 100, maxWaiting: 3 });
    const { started, attempt, finish } = attempts();
    const guessers = ['g1', 'g2', 'g3', 'g4'].map((address) => gate.run('account', spaced(address, 'clean'), attempt(address)));
    await vi.advanceTimersByTimeAsync(0); // g1 runs, g2..g4 fill the clean queue
    expect(await gate.run('account', spaced('new place', 'clean'), attempt('new place'))).toBe(GATE_FULL);
    const owner = gate.run('account', spaced('home', 'known'), attempt('owner'));
    await vi.advanceTimersByTimeAsync(10);
    finish('g1');
    await vi.advanceTimersByTimeAsync(0);
    expect(started.at(-1)).toEqual({ name: 'owner', at: 10 }); // at once, not at 100
    finish('owner');
    for (let turn = 0; turn < 3; turn += 1) {
      await vi.advanceTimersByTimeAsync(100);
      finish(started.at(-1)!.name);
    }
    expect(started).toEqual([
      { name: 'g1', at: 0 },
      { name: 'owner', at: 10 },
      { name: 'g2', at: 110 },
      { name: 'g3', at: 210 },
      { name: 'g4', at: 310 },
    ]);
    await Promise.all([...guessers, owner]);
  });

  it('refuses an attempt when its queue is full, and says how long the queue takes to drain', async () => {
    const gate = new AttemptGate({ spacingMs: 1000, maxWaiting: 2 });
    const { attempt, finish } = attempts();
    const runs = ['a', 'b', 'c'].map((name) => gate.run('account', spaced(name), attempt(name)));
    await vi.advanceTimersByTimeAsync(0); // a runs, b and c wait
    expect(await gate.run('account', spaced('d'), attempt('d'))).toBe(GATE_FULL);
    expect(gate.drainSeconds('account')).toBe(3);
    // The queue ahead is separate: the owner still gets a place.
    const owner = gate.run('account', spaced('owner', 'clean'), attempt('owner'));
    expect(gate.inFlight('account')).toBe(4);
    for (const name of ['a', 'owner', 'b', 'c']) {
      await vi.advanceTimersByTimeAsync(1000);
      finish(name);
    }
    expect(await Promise.all([...runs, owner])).toEqual(['a', 'b', 'c', 'owner']);
  });

  it('keeps no lane once attempts are over and spaced out, and spaces keys independently', async () => {
    const gate = new AttemptGate({ spacingMs: 1000, maxWaiting: 1 });
    const { started, attempt, finish } = attempts();
    const one = gate.run('one', spaced('a'), attempt('one'));
    const two = gate.run('two', spaced('a'), attempt('two'));
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((s) => s.name)).toEqual(['one', 'two']);
    finish('one');
    finish('two');
    await Promise.all([one, two]);
    await vi.advanceTimersByTimeAsync(1000);
    expect((gate as unknown as { lanes: Map<string, unknown> }).lanes.size).toBe(0);
    expect(gate.drainSeconds('one')).toBe(1);
  });

  it('finishes an attempt that throws and serves the next', async () => {
    const gate = new AttemptGate({ spacingMs: 10, maxWaiting: 1 });
    const failing = gate.run('account', spaced('a'), () => Promise.reject(new Error('boom')));
    const next = gate.run('account', spaced('b'), () => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toBe('next');
    expect(gate.inFlight('account')).toBe(0);
  });
});
