/** The periods the tools count over, counted back from now (so "this week" is the last 7 days). */
export const PERIODS = ['today', 'last_7_days', 'last_30_days', 'last_365_days', 'all_time'] as const;
export type Period = (typeof PERIODS)[number];

const DAYS: Record<Exclude<Period, 'all_time'>, number> = { today: 1, last_7_days: 7, last_30_days: 30, last_365_days: 365 };

/** The start of the period, or null for all time. "today" is since midnight UTC. */
export function periodStart(period: Period, now = new Date()): Date | null {
  if (period === 'all_time') return null;
  if (period === 'today') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(now.getTime() - DAYS[period] * 86_400_000);
}

export const PERIOD_WORDS: Record<Period, string> = {
  today: 'today',
  last_7_days: 'in the last 7 days',
  last_30_days: 'in the last 30 days',
  last_365_days: 'in the last 365 days',
  all_time: 'in all',
};
