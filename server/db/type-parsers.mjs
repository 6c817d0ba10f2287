// Plain JavaScript: the PGlite thread (pglite-worker.mjs) loads it as it is, without a build.

/**
 * Both engines parse values the same way: int8 (counts, sums) as numbers while they are safe
 * integers, `date` as its 'YYYY-MM-DD' text (day keys must not shift with the time zone).
 */
export const TYPE_PARSERS = {
  20: (value) => {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : value;
  },
  1082: (value) => value,
};
