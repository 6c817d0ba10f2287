export {
  ESTIMATE_DESCRIPTION,
  ESTIMATE_LABEL,
  formatCount,
  formatCountOf,
  formatEstimatedMoney,
  formatMoney,
} from './format-money';
export type { FormatCountOptions, FormatMoneyOptions, MoneyValue } from './format-money';
export { EstimatedAmount } from './estimated-amount';
export type { EstimatedAmountProps } from './estimated-amount';
