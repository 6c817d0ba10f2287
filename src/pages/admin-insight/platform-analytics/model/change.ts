export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** "+12.5%", "−3.0%"; null without a base to compare with. */
  percent: string | null;
  /** The whole comparison in words, for everyone (screen readers included). */
  words: string;
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** How a figure moved against the period before (`previousLabel`: "the previous 30 days"). */
export function changeOf(current: number, previous: number, previousLabel: string): Change {
  if (current === previous) return { direction: 'same', percent: null, words: `No change from ${previousLabel}` };
  if (previous === 0) return { direction: 'new', percent: null, words: `Up from none in ${previousLabel}` };
  const ratio = (current - previous) / previous;
  const amount = percentFormat.format(Math.abs(ratio) * 100);
  return ratio > 0
    ? { direction: 'up', percent: `+${amount}%`, words: `Up ${amount}% from ${previousLabel}` }
    : { direction: 'down', percent: `−${amount}%`, words: `Down ${amount}% from ${previousLabel}` };
}

/** "the previous 30 days", "the previous day". */
export function previousPeriodLabel(days: number): string {
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
}
