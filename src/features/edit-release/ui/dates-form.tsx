import { css } from 'styled-system/css';
import { PREVIOUS_DISTRIBUTOR_LABELS, PREVIOUS_DISTRIBUTORS } from '@/shared/api';
import { CheckboxField, formStyles, SelectField, TextField } from '@/shared/ui';
import { isoToUsDate } from '@/shared/lib/dates';
import { useAutosaveForm } from './autosave-form';
import type { ReleaseEditor } from './use-release-editor';

const NAMES = ['label', 'releaseDate', 'originalReleaseDate', 'preOrderDate', 'previouslyReleased', 'previousDistributor'] as const;
const DISTRIBUTOR_OPTIONS = [
  { value: '', label: 'Choose a distributor' },
  ...PREVIOUS_DISTRIBUTORS.map((value) => ({ value, label: PREVIOUS_DISTRIBUTOR_LABELS[value] })),
];
const DATE_INPUT = { placeholder: 'MM/DD/YYYY', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

const styles = { fieldset: css({ display: 'contents' }) };

/**
 * When the stores list the release, whether it was out before (and with whom: spec 1 §3's other
 * distributors), and who holds its ℗ and © (spec 2 §2 tooltips as hints).
 */
export function ReleaseDatesForm({ editor }: { editor: ReleaseEditor }) {
  const { values, editable } = editor;
  const { form, fieldOf, onChange } = useAutosaveForm({
    id: `release-dates-${editor.release._id}`,
    names: NAMES,
    options: undefined,
    editor,
    defaultValue: {
      label: values.label ?? '',
      releaseDate: isoToUsDate(values.releaseDate),
      originalReleaseDate: isoToUsDate(values.originalReleaseDate),
      preOrderDate: isoToUsDate(values.preOrderDate),
      previouslyReleased: values.previouslyReleased ? 'on' : '',
      previousDistributor: values.previousDistributor ?? '',
    },
  });
  const before = values.previouslyReleased === true;
  return (
    <form id={form.id} onSubmit={form.onSubmit} onChange={onChange} noValidate className={formStyles.form} aria-label="Stores and dates">
      <fieldset disabled={!editable} className={styles.fieldset}>
        <TextField field={fieldOf('label')} label="Label" required autoComplete="organization" helperText="The ℗ and © holder shown in the stores." />
        <div className={formStyles.row}>
          <TextField field={fieldOf('releaseDate')} label="Release Date" required helperText="When the stores list the release." {...DATE_INPUT} />
          <TextField
            field={fieldOf('originalReleaseDate')}
            label="Original Release Date"
            required
            helperText={before ? 'The day it first came out, before the release date.' : 'For a new product, the same as the release date.'}
            {...DATE_INPUT}
          />
        </div>
        <CheckboxField field={fieldOf('previouslyReleased')} label="Previously released" helperText="The release was out before, with another distributor." />
        {before && <SelectField field={fieldOf('previousDistributor')} label="Previous distributor" required options={DISTRIBUTOR_OPTIONS} />}
        <TextField field={fieldOf('preOrderDate')} label="Pre-Order Date" helperText="Optional." {...DATE_INPUT} />
      </fieldset>
    </form>
  );
}
