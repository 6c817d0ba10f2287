import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { COMING_SOON, distributionSourcesQuery, type DistributionSource } from '@/entities/general-store';
import {
  adminReleaseMutations,
  DELIVERY_OPTION_DEFAULTS,
  deliveryOptionsSchema,
  DeliveryOptionsFields,
  deliveryRequestOf,
  EVERY_STORE,
} from '@/entities/release';
import { formStyles, Skeleton } from '@/shared/ui';
import type { BulkContentProps } from './bulk-dialog-props';
import { BulkForm, useBulkForm } from './bulk-form';

const schema = deliveryOptionsSchema();

const styles = {
  stores: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', maxH: '48', overflowY: 'auto' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer', _disabled: { cursor: 'not-allowed' }, minW: '0', overflowWrap: 'anywhere' }),
  box: css({ w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default' }),
  muted: css({ color: 'fg.muted' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

const isAvailable = (store: DistributionSource) => store.notice !== COMING_SOON;

function StoreChoices({ stores, error, errorId }: { stores: readonly DistributionSource[]; error?: string; errorId: string }) {
  return (
    <fieldset className={styles.stores} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Stores</legend>
      <div className={styles.grid}>
        {stores.map((store) => (
          <label key={store.key} className={styles.check}>
            <input type="checkbox" name="stores" value={store.key} defaultChecked={isAvailable(store)} disabled={!isAvailable(store)} className={styles.box} />
            {store.name}
            {!isAvailable(store) && <span className={styles.muted}> (coming soon)</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DeliveryForm({ releases, stores, onClose, onDone }: BulkContentProps & { stores: readonly DistributionSource[] | null }) {
  const available = (stores ?? []).filter(isAvailable).map((store) => store.key);
  const { form, fields, call } = useBulkForm({
    id: 'bulk-send-to-delivery',
    schema,
    defaultValue: { deliveryType: 'NEW', ...DELIVERY_OPTION_DEFAULTS },
    // Without the list of stores (it failed to load) the server's default is asked for: every available store.
    prepare: (formData) => {
      if (stores === null) formData.append('stores', EVERY_STORE);
    },
    mutation: adminReleaseMutations.bulkDelivery,
    body: (value) => deliveryRequestOf(value, (chosen) => available.every((key) => chosen.includes(key))),
    releases,
    onDone,
  });
  return (
    <BulkForm form={form} label="Send to delivery" call={call} onCancel={onClose}>
      <DeliveryOptionsFields fields={fields} />
      {stores === null ? (
        <p className={formStyles.note}>Sent to every available store.</p>
      ) : (
        <StoreChoices stores={stores} error={fields.stores.errors?.[0]} errorId={fields.stores.errorId} />
      )}
    </BulkForm>
  );
}

/** Delivers the selected releases to the delivery partner with the chosen options; each goes or is refused on its own. The stores (its choices) load first. */
export function SendToDeliveryForm(props: BulkContentProps) {
  const stores = useQuery(distributionSourcesQuery());
  if (stores.isPending) return <Skeleton height={160} />;
  return <DeliveryForm {...props} stores={stores.isError ? null : stores.data} />;
}
