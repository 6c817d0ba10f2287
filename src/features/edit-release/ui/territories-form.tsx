import { useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { lazy, Suspense, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { isWorldwide } from '@/shared/api';
import { formStyles, RadioGroupField, SkeletonText } from '@/shared/ui';
import { withServerError } from '../lib/with-server-error';
import { TERRITORY_SCOPES, territoriesSchema } from '../model/territories-schema';
import type { ReleaseEditor } from './use-release-editor';

// Every country with its flag colours: loaded only when the artist chooses countries.
const CountryPicker = lazy(() => import(/* webpackChunkName: "country-picker" */ './country-picker').then((module) => ({ default: module.CountryPicker })));

const styles = { fieldset: css({ display: 'contents' }) };

/** Where the stores sell the release: worldwide, or the countries chosen from a searchable list. */
export function ReleaseTerritoriesForm({ editor }: { editor: ReleaseEditor }) {
  const { values, editable } = editor;
  const territories = values.territories ?? [];
  const worldwide = isWorldwide(territories);
  const [form, fields] = useForm({
    id: `release-territories-${editor.release._id}`,
    defaultValue: { scope: worldwide ? 'WORLD' : 'COUNTRIES', territories: worldwide ? [] : territories },
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: territoriesSchema }),
    onSubmit: (event) => event.preventDefault(),
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const submission = parseWithZod(new FormData(event.currentTarget), { schema: territoriesSchema });
    if (submission.status === 'success') editor.change({ territories: submission.value });
  };
  return (
    <form id={form.id} onSubmit={form.onSubmit} onChange={onChange} noValidate className={formStyles.form} aria-label="Territories">
      <fieldset disabled={!editable} className={styles.fieldset}>
        <RadioGroupField
          field={fields.scope}
          label="Territories"
          options={TERRITORY_SCOPES}
          helperText="Where the stores sell the release."
        />
        {fields.scope.value === 'COUNTRIES' && (
          <Suspense fallback={<SkeletonText lines={3} />}>
            <CountryPicker field={withServerError(fields.territories as FieldMetadata<unknown>, editor.fieldErrors.territories)} chosen={worldwide ? [] : territories} />
          </Suspense>
        )}
      </fieldset>
    </form>
  );
}
