import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { choiceBox, useChoiceNotes } from './choice-notes';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2', p: '0' }),
  options: css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2' }),
  option: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer' }),
};

export interface RadioGroupFieldProps {
  /** The Conform field: its name, initial value and errors. */
  field: FieldMetadata<unknown>;
  /** The question the choices answer (the fieldset's legend). */
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  helperText?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One choice of a few, as radios in a fieldset bound to a Conform field; the hint and error describe the group. */
export function RadioGroupField({ field, label, options, helperText, disabled, className }: RadioGroupFieldProps) {
  const { describedBy, notes } = useChoiceNotes(helperText, field.errors?.[0]);
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input key={field.key} type="radio" name={field.name} value={option.value} defaultChecked={field.initialValue === option.value} className={choiceBox} />
            {option.label}
          </label>
        ))}
      </div>
      {notes}
    </fieldset>
  );
}
