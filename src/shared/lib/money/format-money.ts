/** A money figure from the contract (`EstimatedMoney`, `{amount, currency}`). */
export interface MoneyValue {
  amount: number;
  currency: string;
  estimated?: boolean;
}

/** Label shown next to every figure derived from per-stream rates (DESIGN §5). */
export const ESTIMATE_LABEL = 'Estimated';
export const ESTIMATE_DESCRIPTION =
  'Estimated from streams times the system per-stream payout rates; actual payouts may differ.';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}:${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatMoneyOptions {
  /** `$1.2K` instead of `$1,234.56`. */
  compact?: boolean;
}

/** `$1,234.56`; a missing value reads `—`. */
export function formatMoney(value: MoneyValue | number | null | undefined, options: FormatMoneyOptions = {}): string {
  if (value == null) return '—';
  const { amount, currency } = typeof value === 'number' ? { amount: value, currency: 'USD' } : value;
  if (!Number.isFinite(amount)) return '—';
  return currencyFormatter(currency, options.compact ?? false).format(amount);
}

/** `≈ $1,234.56 (Estimated)` — text form for titles, CSV-like places and summaries. */
export function formatEstimatedMoney(
  value: MoneyValue | number | null | undefined,
  options: FormatMoneyOptions = {},
): string {
  const text = formatMoney(value, options);
  return text === '—' ? text : `≈ ${text} (${ESTIMATE_LABEL})`;
}

// Made when first used, like the currency formatters: the first `Intl` formatter of a page loads
// the locale data (about 10 ms on a desktop, four times that on a phone), which a first paint that
// formats nothing yet should not wait for.
let numberFormat: Intl.NumberFormat | undefined;
let compactFormat: Intl.NumberFormat | undefined;

export interface FormatCountOptions extends FormatMoneyOptions {
  /** The value is an estimate (a list's total past what the server counts): "about 98,000", to two significant digits. */
  estimate?: boolean;
}

/** `1,234,567`, or `1.2M` when compact, or `about 1,200,000` when an estimate; a missing value reads `—`. */
export function formatCount(value: number | null | undefined, options: FormatCountOptions = {}): string {
  if (value == null || !Number.isFinite(value)) return '—';
  const shown = options.estimate ? Number(value.toPrecision(2)) : value;
  const text = options.compact
    ? (compactFormat ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })).format(shown)
    : (numberFormat ??= new Intl.NumberFormat('en-US')).format(shown);
  return options.estimate ? `about ${text}` : text;
}

let pluralRules: Intl.PluralRules | undefined;

/**
 * A count with its noun, singular or plural as English wants it: "1 investor", "0 admins",
 * "1,204 releases", "about 98,000 artists" (`estimate`); `plural` for an irregular noun ("1 person", "3 people").
 */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`, options: Pick<FormatCountOptions, 'estimate'> = {}): string {
  const form = (pluralRules ??= new Intl.PluralRules('en-US')).select(value);
  return `${formatCount(value, options)} ${form === 'one' ? singular : plural}`;
}
