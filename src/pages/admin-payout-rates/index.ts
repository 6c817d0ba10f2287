export { AdminSystemPayoutRatesPage } from './ui/admin-payout-rates-page';
