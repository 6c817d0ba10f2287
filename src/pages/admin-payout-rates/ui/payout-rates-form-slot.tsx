import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import { FieldSkeleton } from '@/shared/ui';
import type { PayoutRatesFormProps } from './payout-rates-form';

// The form (Conform, Zod) is a chunk of its own, fetched as the rates arrive: the page's first
// load stays small, and the fields' place is held meanwhile.
const form = deferredModule(() => import(/* webpackChunkName: "admin-payout-rates-form" */ './payout-rates-form'));

/** Placeholders of the form's size while it loads. */
export function RatesFormPlaceholder() {
  return (
    <div aria-busy="true" aria-label="Loading the payout rates">
      <FieldSkeleton />
      <FieldSkeleton />
      <FieldSkeleton />
    </div>
  );
}

export function PayoutRatesFormSlot(props: PayoutRatesFormProps) {
  const loaded = useDeferredModule(form, true);
  return loaded ? <loaded.PayoutRatesForm {...props} /> : <RatesFormPlaceholder />;
}

/** Starts fetching the form with the page's data (the page calls it once). */
export const preloadPayoutRatesForm = () => form.preload();
