const rateFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 6 });

/** A per-stream rate as "$0.0025"; none as "none". */
export function formatRate(rate: number | null | undefined): string {
  return rate == null || !Number.isFinite(rate) ? 'none' : rateFormat.format(rate);
}
