export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export interface FigureChange {
  current: number;
  previous: number;
  /** What the change is against; "vs previous period" unless told. */
  against?: string;
}

export interface DescribedChange {
  direction: ChangeDirection;
  /** What is shown: "+12.4%", "−3.1%" (a minus sign, not a hyphen), "0.0%", or "—" with nothing to compare. */
  text: string;
  /** What is read out: "up 12.4% vs previous period". */
  spoken: string;
}

const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A headline figure's change against an earlier one, signed and worded, so that its colour is
 * never the only sign of its direction. No earlier figure (0 or missing): no percentage to give.
 */
export function describeChange({ current, previous, against = 'vs previous period' }: FigureChange): DescribedChange {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) {
    return { direction: 'none', text: '—', spoken: `no earlier figure to compare ${against.replace(/^vs /, 'with ')}` };
  }
  const change = ((current - previous) / previous) * 100;
  // What rounds to 0.0 is shown as no change, not as "+0.0%" in green.
  const shown = percent.format(Math.abs(change));
  if (shown === percent.format(0)) return { direction: 'flat', text: `${shown}%`, spoken: `unchanged ${against}` };
  return change > 0
    ? { direction: 'up', text: `+${shown}%`, spoken: `up ${shown}% ${against}` }
    : { direction: 'down', text: `\u2212${shown}%`, spoken: `down ${shown}% ${against}` };
}
