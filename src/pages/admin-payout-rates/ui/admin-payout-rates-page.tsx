import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { listParam, listQuery, useListQuery } from '@/shared/lib/list-query';
import { formatMoment } from '@/shared/lib/dates';
import { ErrorState, PageHeader, surfaceStyles as s } from '@/shared/ui';
import { payoutRateQueries, type PayoutRateList } from '../api/payout-rates-api';
import { PayoutRatesFormSlot, RatesFormPlaceholder, preloadPayoutRatesForm } from './payout-rates-form-slot';
import { RateHistory } from './rate-history';
import { PRODUCT_NAME } from '@/shared/config';

/** `?historyPage=2`: the page of the change history. */
const historyQuerySchema = listQuery({ historyPage: listParam.page() });

const styles = {
  note: css({ textStyle: 'sm', color: 'fg.muted', maxW: '2xl' }),
  changed: css({ textStyle: 'caption', color: 'fg.muted' }),
};

/** The latest save of the rates, as "Last changed by Ada Admin on Nov 25, 2026, 7:42 PM". */
function lastChange({ rates }: PayoutRateList): string | null {
  const latest = rates.reduce<PayoutRateList['rates'][number] | null>(
    (newest, rate) => (rate.updatedAt && (!newest?.updatedAt || rate.updatedAt > newest.updatedAt) ? rate : newest),
    null,
  );
  if (!latest?.updatedAt) return 'The product defaults: nobody has changed them yet.';
  return `Last changed${latest.updatedBy ? ` by ${latest.updatedBy.name}` : ''} on ${formatMoment(latest.updatedAt, { withTime: true })}.`;
}

function RatesCard({ rates }: { rates: PayoutRateList }) {
  // The form starts from the saved rates, or from the defaults after "Reset to defaults";
  // a new key mounts it afresh.
  const [start, setStart] = useState<{ from: 'saved' | 'defaults'; version: number }>({ from: 'saved', version: 0 });
  const initial = start.from === 'defaults' ? rates.defaults : rates.rates;
  return (
    <section className={s.card} aria-labelledby="payout-rates-current">
      <h2 id="payout-rates-current" className={s.sectionTitle}>
        Rates per stream
      </h2>
      <p className={styles.changed}>
        {start.from === 'defaults' ? 'The product defaults are filled in: save to apply them.' : lastChange(rates)}
      </p>
      <PayoutRatesFormSlot
        key={`${start.from}-${start.version}`}
        initial={initial}
        onResetToDefaults={() => setStart(({ version }) => ({ from: 'defaults', version: version + 1 }))}
        onSaved={() => setStart(({ version }) => ({ from: 'saved', version: version + 1 }))}
      />
    </section>
  );
}

/** `/admin/system-payout-rates`: the per-stream rate of each source behind every estimated figure, and who changed it. */
export function AdminSystemPayoutRatesPage() {
  useEffect(preloadPayoutRatesForm, []);
  const { query, update } = useListQuery(historyQuerySchema);
  const rates = useQuery(payoutRateQueries.current());
  return (
    <div className={s.page}>
      <title>{`Payout rates · Admin · ${PRODUCT_NAME}`}</title>
      <PageHeader title="Payout rates" subtitle="What one stream earns on each source, in US dollars" />
      <p className={styles.note}>
        Every money figure in {PRODUCT_NAME} derived from these rates is an estimate: streams times the rate of their source. Actual
        payouts may differ. After a save, artists&apos; estimated earnings, payouts and royalties use the new rates at once.
      </p>
      {rates.isPending ? (
        <div className={s.card}>
          <RatesFormPlaceholder />
        </div>
      ) : rates.isError ? (
        <ErrorState title="Unable to load the payout rates" error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <RatesCard rates={rates.data} />
      )}
      <RateHistory page={query.historyPage} onPageChange={(historyPage) => update({ historyPage })} />
    </div>
  );
}
