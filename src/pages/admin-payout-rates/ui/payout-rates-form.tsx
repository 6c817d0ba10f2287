import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PLATFORM_LABELS, platformLabel } from '@/entities/artist';
import { Button, FormMessage, formStyles, SelectField, TextField, errorMessageOf, toaster, useSchemaForm } from '@/shared/ui';
import { invalidateAfterRateChange, payoutRateQueries, updatePayoutRates, type PayoutRateInput } from '../api/payout-rates-api';
import { PAYOUT_RATE_SOURCES, payoutRatesSchema, toRateInputs, unusedSource } from '../model/payout-rates-schema';

const SOURCE_OPTIONS = PAYOUT_RATE_SOURCES.map((source) => ({ value: source, label: PLATFORM_LABELS[source] }));

const styles = {
  rows: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  row: css({
    display: 'grid',
    gap: '3',
    alignItems: 'end',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: '[minmax(0, 1fr) minmax(0, 1fr) auto]' },
    pb: '3',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.default',
  }),
  srOnly: css({ srOnly: true }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' }),
};

export interface PayoutRatesFormProps {
  /** The rates the form starts from (the saved ones, or the defaults after a reset). */
  initial: readonly PayoutRateInput[];
  /** Fill the form with the product defaults (nothing is saved until Save). */
  onResetToDefaults: () => void;
  /** Saved: the form starts again from the saved rates. */
  onSaved: () => void;
}

/** The per-stream rate of each source, each source once, 0 to 1 USD; the server's refusal above the fields. */
export function PayoutRatesForm({ initial, onResetToDefaults, onSaved }: PayoutRatesFormProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({ mutationFn: updatePayoutRates });
  const [form, fields] = useSchemaForm({
    id: 'admin-payout-rates',
    defaultValue: { rates: initial.map(({ source, perStream }) => ({ source, perStream: String(perStream) })) },
    schema: payoutRatesSchema,
    validateOn: 'blur',
    async onValid(value) {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(toRateInputs(value));
        queryClient.setQueryData(payoutRateQueries.current().queryKey, saved);
        await invalidateAfterRateChange(queryClient);
        toaster.create({ type: 'success', title: 'Payout rates saved', description: 'Estimated figures across the app now use them.' });
        onSaved();
      } catch (error) {
        setFailure(errorMessageOf(error));
      }
    },
  });
  const rows = fields.rates.getFieldList();
  const used = rows.map((row) => row.getFieldset().source.value as string | undefined);
  const nextSource = unusedSource(used);
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Payout rates">
      <FormMessage tone="error" id={form.errorId}>
        {failure ?? fields.rates.errors?.[0]}
      </FormMessage>
      <ul className={styles.rows}>
        {rows.map((row, index) => {
          const rate = row.getFieldset();
          const sourceName = platformLabel(rate.source.value as string | undefined);
          return (
            <li key={row.key} className={styles.row}>
              <SelectField
                field={rate.source}
                label={
                  <>
                    Source<span className={styles.srOnly}> of rate {index + 1}</span>
                  </>
                }
                required
                options={SOURCE_OPTIONS}
              />
              <TextField
                field={rate.perStream}
                label={
                  <>
                    <span className={styles.srOnly}>{sourceName}: </span>Rate per stream (USD)
                  </>
                }
                required
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                max={1}
              />
              <Button
                variant="ghost"
                aria-label={`Remove the ${sourceName} rate`}
                disabled={rows.length === 1}
                onClick={() => form.remove({ name: fields.rates.name, index })}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.toolbar}>
        <div className={formStyles.buttons}>
          {nextSource && (
            <Button variant="outline" onClick={() => form.insert({ name: fields.rates.name, defaultValue: { source: nextSource, perStream: '' } })}>
              Add a source
            </Button>
          )}
          <Button variant="ghost" onClick={onResetToDefaults} disabled={save.isPending}>
            Reset to defaults
          </Button>
        </div>
        <Button type="submit" loading={save.isPending}>
          Save rates
        </Button>
      </div>
    </form>
  );
}
