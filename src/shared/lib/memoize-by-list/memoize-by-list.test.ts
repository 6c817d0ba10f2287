import { describe, expect, it, vi } from 'vitest';
import { memoizeByList } from './memoize-by-list';

describe('memoizeByList', () => {
  it('computes once per list and option, again for another list or option', () => {
    const compute = vi.fn((list: number[], factor: number) => list.map((n) => n * factor));
    const cached = memoizeByList(compute);
    const list = [1, 2];
    const doubled = cached(list, 2);
    expect(doubled).toEqual([2, 4]);
    expect(cached(list, 2)).toBe(doubled);
    expect(compute).toHaveBeenCalledTimes(1);

    expect(cached(list, 3)).toEqual([3, 6]);
    expect(cached([1, 2], 3)).toEqual([3, 6]);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
