import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  awaitsDeliveryReceipts,
  DELIVERY_FORM_TEXTS,
  DELIVERY_OPTION_DEFAULTS,
  deliveryOptionsSchema,
  DeliveryOptionsFields,
  deliveryRefusalsOf,
  deliveryRequestOf,
  deliveryTypesFor,
  EVERY_STORE,
  releaseReviewed,
  sendReleaseToNuemeta,
  type DeliveryRequest,
  type DeliveryType,
  type Release,
} from '@/entities/release';
import { deliveryStoresOf, distributionSourcesQuery } from '@/entities/general-store';
import { Button, Dialog, errorMessageOf, FormMessage, formStyles, toaster, FormActions } from '@/shared/ui';
import { DELIVERY_ACTION_TEXTS } from '../config/delivery-actions';
import { DeliveryRefusalList } from './delivery-refusal-list';

const schema = deliveryOptionsSchema(DELIVERY_FORM_TEXTS.chooseStoreOrEvery);

const styles = {
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' }),
  stores: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', maxH: '48', overflowY: 'auto', p: '1' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer', minW: '0', overflowWrap: 'anywhere' }),
  box: css({ w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default' }),
  refused: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle' }),
  refusedTitle: css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' }),
};

/** "Every available store" (submitted as `EVERY_STORE`) or the stores ticked, one by one. */
function StorePicker({ name }: { name: string }) {
  const [every, setEvery] = useState(true);
  const sources = useQuery(distributionSourcesQuery());
  const available = deliveryStoresOf(sources.data ?? []).delivered;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Stores</legend>
      <label className={styles.check}>
        <input type="checkbox" className={styles.box} name={name} value={EVERY_STORE} checked={every} onChange={(event) => setEvery(event.target.checked)} />
        Every available store
      </label>
      {!every &&
        (sources.isPending ? (
          <p className={formStyles.note}>Loading the stores…</p>
        ) : sources.isError ? (
          <FormMessage tone="error">{`The stores could not be loaded: ${errorMessageOf(sources.error)}`}</FormMessage>
        ) : (
          <div className={styles.stores}>
            {available.map((source) => (
              <label key={source.key} className={styles.check}>
                <input type="checkbox" className={styles.box} name={name} value={source.key} />
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
  const send = useMutation({
    mutationFn: (request: DeliveryRequest) => sendReleaseToNuemeta(release._id, request),
    onSuccess: (sent) => {
      releaseReviewed(queryClient, sent);
      toaster.create({ type: 'success', title: DELIVERY_ACTION_TEXTS[type].done(sent.title || 'Untitled release') });
      onDone();
    },
  });
  const [form, fields] = useForm({
    id: `send-to-delivery-${type}`,
    defaultValue: { deliveryType: type, ...DELIVERY_OPTION_DEFAULTS },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') send.mutate(deliveryRequestOf(submission.value));
    },
  });
  const refusals = send.isError ? deliveryRefusalsOf(send.error) : null;
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Delivery options">
      <DeliveryOptionsFields fields={fields} type={type} />
      <StorePicker name={fields.stores.name} />
      <FormMessage tone="error" id={fields.stores.errorId}>
        {fields.stores.errors?.[0]}
      </FormMessage>
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
