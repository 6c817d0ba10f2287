import { css } from 'styled-system/css';
import { formStyles, TextField } from '@/shared/ui';
import { isoToUsDate } from '@/shared/lib/dates';
import { useAutosaveForm } from './autosave-form';
import type { ReleaseEditor } from './use-release-editor';

const NAMES = ['label', 'releaseDate', 'originalReleaseDate', 'preOrderDate'] as const;
const DATE_INPUT = { placeholder: 'MM/DD/YYYY', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

const styles = { fieldset: css({ display: 'contents' }) };

/** When the stores list the release, and who holds its ℗ and © (spec 2 §2 tooltips as hints). */
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
    },
  });
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
            helperText="For a new product, the same as the release date."
            {...DATE_INPUT}
          />
        </div>
        <TextField field={fieldOf('preOrderDate')} label="Pre-Order Date" helperText="Optional." {...DATE_INPUT} />
      </fieldset>
    </form>
  );
}
