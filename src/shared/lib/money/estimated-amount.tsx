import { css } from 'styled-system/css';
import { ESTIMATE_DESCRIPTION, ESTIMATE_LABEL, formatMoney, type FormatMoneyOptions, type MoneyValue } from './format-money';

const styles = {
  // The amount never breaks; the label moves under it when the space is narrow.
  root: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '1' }),
  amount: css({ whiteSpace: 'nowrap' }),
  label: css({
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  }),
};

export interface EstimatedAmountProps extends FormatMoneyOptions {
  value: MoneyValue | number | null | undefined;
  /** Hide the visible "Estimated" label (e.g. in a column already headed "Estimated …"); it stays for screen readers. */
  hideLabel?: boolean;
  className?: string;
}

/** A money figure with its "Estimated" label (DESIGN §5: every rate-derived figure is an estimate). */
export function EstimatedAmount({ value, hideLabel = false, compact, className }: EstimatedAmountProps) {
  const text = formatMoney(value, { compact });
  return (
    <span className={className ?? styles.root} title={ESTIMATE_DESCRIPTION} data-estimated="true">
      <span className={styles.amount}>{text === '—' ? text : `≈ ${text}`}</span>
      {text !== '—' && (
        <span className={hideLabel ? css({ srOnly: true }) : styles.label}>{ESTIMATE_LABEL}</span>
      )}
    </span>
  );
}
