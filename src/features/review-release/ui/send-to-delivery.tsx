import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import {
  awaitsDeliveryReceipts,
  DELIVERY_ENVIRONMENT_LABELS,
  DELIVERY_PRIORITY_LABELS,
  deliveryRefusalsOf,
  deliveryTypesFor,
  releaseReviewed,
  sendReleaseToNuemeta,
  type DeliveryEnvironment,
  type DeliveryPriority,
  type DeliveryRequest,
  type DeliveryType,
  type Release,
} from '@/entities/release';
import { deliveryStoresOf, distributionSourcesQuery } from '@/entities/general-store';
import { Button, Dialog, errorMessageOf, Field, FormMessage, formStyles, NativeSelect, toaster, FormActions } from '@/shared/ui';
import { DELIVERY_ACTION_TEXTS } from '../config/delivery-actions';
import { DeliveryRefusalList } from './delivery-refusal-list';

const PRIORITIES = Object.keys(DELIVERY_PRIORITY_LABELS) as DeliveryPriority[];
const ENVIRONMENTS = Object.keys(DELIVERY_ENVIRONMENT_LABELS) as DeliveryEnvironment[];

const styles = {
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' }),
  stores: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', maxH: '48', overflowY: 'auto', p: '1' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer', minW: '0', overflowWrap: 'anywhere' }),
  box: css({ w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default' }),
  refused: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle' }),
  refusedTitle: css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' }),
};

function StorePicker({ chosen, onChange }: { chosen: string[] | null; onChange: (stores: string[] | null) => void }) {
  const sources = useQuery(distributionSourcesQuery());
  const available = deliveryStoresOf(sources.data ?? []).delivered;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Stores</legend>
      <label className={styles.check}>
        <input type="checkbox" className={styles.box} checked={chosen === null} onChange={(event) => onChange(event.target.checked ? null : [])} />
        Every available store
      </label>
      {chosen !== null &&
        (sources.isPending ? (
          <p className={formStyles.note}>Loading the stores…</p>
        ) : sources.isError ? (
          <FormMessage tone="error">{`The stores could not be loaded: ${errorMessageOf(sources.error)}`}</FormMessage>
        ) : (
          <div className={styles.stores}>
            {available.map((source) => (
              <label key={source.key} className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.box}
                  checked={chosen.includes(source.key)}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, source.key] : chosen.filter((key) => key !== source.key))}
                />
                {source.name}
              </label>
            ))}
          </div>
        ))}
    </fieldset>
  );
}

function DeliveryOptionsForm({ release, type, onDone, onCancel }: { release: Release; type: DeliveryType; onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [priority, setPriority] = useState<DeliveryPriority>('NORMAL');
  const [environment, setEnvironment] = useState<DeliveryEnvironment>('PRODUCTION');
  const [stores, setStores] = useState<string[] | null>(null);
  const [storesError, setStoresError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (request: DeliveryRequest) => sendReleaseToNuemeta(release._id, request),
    onSuccess: (sent) => {
      releaseReviewed(queryClient, sent);
      toaster.create({ type: 'success', title: DELIVERY_ACTION_TEXTS[type].done(sent.title || 'Untitled release') });
      onDone();
    },
  });
  const refusals = send.isError ? deliveryRefusalsOf(send.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stores !== null && stores.length === 0) {
      setStoresError('Choose at least one store, or every available store.');
      return;
    }
    setStoresError(null);
    send.mutate({ deliveryType: type, priority, environment, ...(stores ? { stores } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate className={formStyles.form} aria-label="Delivery options">
      <div className={formStyles.row}>
        <Field label="Priority">
          <NativeSelect value={priority} onChange={(event) => setPriority(event.target.value as DeliveryPriority)}>
            {PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {DELIVERY_PRIORITY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Environment">
          <NativeSelect value={environment} onChange={(event) => setEnvironment(event.target.value as DeliveryEnvironment)}>
            {ENVIRONMENTS.map((value) => (
              <option key={value} value={value}>
                {DELIVERY_ENVIRONMENT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <StorePicker chosen={stores} onChange={setStores} />
      <FormMessage tone="error">{storesError}</FormMessage>
      {refusals ? (
        <div role="alert" className={styles.refused}>
          <p className={styles.refusedTitle}>The delivery partner cannot take this release yet:</p>
          <DeliveryRefusalList reasons={refusals} />
        </div>
      ) : (
        <FormMessage tone="error">{send.isError ? `Could not send the release: ${errorMessageOf(send.error)}` : null}</FormMessage>
      )}
      <FormActions confirmLabel={DELIVERY_ACTION_TEXTS[type].confirm} tone={type === 'TAKEDOWN' ? 'danger' : 'solid'} busy={send.isPending} onCancel={onCancel} />
    </form>
  );
}

/**
 * The deliveries the release's status allows, each a button with its options dialog: "Send to
 * delivery" for an approved release; "Send an update" and "Take down" once the stores have it.
 */
export function SendToDelivery({ release }: { release: Release }) {
  const [open, setOpen] = useState<DeliveryType | null>(null);
  const [opening, setOpening] = useState(0);
  const types = deliveryTypesFor(release.status);
  if (types.length === 0) return null;
  if (awaitsDeliveryReceipts(release)) return <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>Waiting for the partner’s receipts…</span>;
  const close = () => {
    setOpen(null);
    setOpening((count) => count + 1);
  };
  const texts = open ? DELIVERY_ACTION_TEXTS[open] : null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label="Delivery actions">
      {types.map((type) => (
        <Button key={type} variant={type === 'TAKEDOWN' ? 'danger' : type === 'NEW' ? 'solid' : 'outline'} onClick={() => setOpen(type)}>
          {DELIVERY_ACTION_TEXTS[type].button}
        </Button>
      ))}
      <Dialog open={open !== null} onOpenChange={(next) => !next && close()} title={texts?.title} description={texts?.description} width={560}>
        {open && <DeliveryOptionsForm key={`${open}-${opening}`} release={release} type={open} onDone={close} onCancel={close} />}
      </Dialog>
    </div>
  );
}
