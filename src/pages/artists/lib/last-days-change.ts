/**
 * The change of the last `days` days of a daily series against the `days` before them, for a
 * figure whose own period has no earlier one to compare with (the overview's twelve months):
 * the words say what is compared. Undefined without two full windows.
 */
export function lastDaysChange(daily: readonly number[], days: number) {
  if (daily.length < days * 2) return undefined;
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    current: sum(daily.slice(-days)),
    previous: sum(daily.slice(-days * 2, -days)),
    against: `last ${days} days vs the ${days} before`,
  };
}
