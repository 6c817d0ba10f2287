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

/** 42 → "42 s", 200 → "3 min 20 s", 3900 → "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 === 0 ? `${minutes} min` : `${minutes} min ${total % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

