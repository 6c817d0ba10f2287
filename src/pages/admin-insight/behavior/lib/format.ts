const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const decimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.4237 → "42.4%". */
export function formatShare(share: number): string {
  return Number.isFinite(share) ? percentFormat.format(share) : '—';
}

/** 3.25 → "3.3". */
export function formatDecimal(value: number): string {
  return Number.isFinite(value) ? decimalFormat.format(value) : '—';
}

