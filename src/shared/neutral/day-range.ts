/**
 * The one limit on a range of days, for the server's answers and the app's period controls: at
 * most 366 days, both ends included (a leap year). The server refuses longer ranges (400); the
 * app never asks for one.
 */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (`YYYY-MM-DD`, UTC), both included. */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Why a range cannot be answered (the server's words), or null. */
export function dayRangeProblem(fromDay: number, toDay: number): string | null {
  if (fromDay > toDay) return '`from` is after `to`';
  if (toDay - fromDay + 1 > MAX_RANGE_DAYS) return `Ranges longer than ${MAX_RANGE_DAYS} days are refused`;
  return null;
}
