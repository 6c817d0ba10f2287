/**
 * `compute(list, option)`, remembered per list object (the last option for each): the table's
 * counts, filters and sorting are worked out once per refresh of the list, also when React
 * renders the page more than once for it (a deferred render that is interrupted starts again,
 * without the `useMemo` results of the attempt it dropped).
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
