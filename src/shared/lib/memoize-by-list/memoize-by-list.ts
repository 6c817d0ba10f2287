/**
 * `compute(list, option)`, remembered per list object (the last option for each): work derived
 * from an immutable list (sorting, filtering, counting) runs once per list however many views
 * or renders ask for it, also when React renders more than once for it (a deferred render that
 * is interrupted starts again, without the `useMemo` results of the attempt it dropped).
 */
export function memoizeByList<List extends object, Option, Result>(
  compute: (list: List, option: Option) => Result,
): (list: List, option: Option) => Result {
  const cache = new WeakMap<List, { option: Option; result: Result }>();
  return (list, option) => {
    const hit = cache.get(list);
    if (hit && Object.is(hit.option, option)) return hit.result;
    const result = compute(list, option);
    cache.set(list, { option, result });
    return result;
  };
}
