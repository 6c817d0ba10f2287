import type { FieldMetadata } from '@conform-to/react';
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2', p: '0' }),
  options: css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2' }),
  option: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer' }),
  box: css({
    w: '4',
    h: '4',
    flexShrink: '0',
    accentColor: 'accent.default',
    cursor: 'pointer',
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  }),
  hint: css({ textStyle: 'xs', color: 'fg.muted' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
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
  const id = useId();
  const error = field.errors?.[0];
  const describedBy = [helperText != null && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input key={field.key} type="radio" name={field.name} value={option.value} defaultChecked={field.initialValue === option.value} className={styles.box} />
            {option.label}
          </label>
        ))}
      </div>
      {helperText != null && (
        <p id={`${id}-hint`} className={styles.hint}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
