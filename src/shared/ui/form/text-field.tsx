import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Field } from '../field';
import { Input, NativeSelect, Textarea, type InputProps, type NativeSelectProps, type TextareaProps } from '../input';
import { choiceBox, useChoiceNotes } from './choice-notes';

/** What every field of the kit takes besides its control's own attributes. */
export interface ConformFieldProps {
  /** The Conform field (`fields.email` of `useForm`): its key, name, initial value and errors. */
  field: FieldMetadata<unknown>;
  label: ReactNode;
  /** A hint under the control, linked to it by aria-describedby. */
  helperText?: ReactNode;
  /** Marks the control required and shows the indicator after the label. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Classes of the field's root (label, control, hint and error together). */
  className?: string;
}

/**
 * Attributes the kit sets from the Conform field or the field's root (Ark links the label, hint
 * and error to the control through its own ids, so `id` is not the caller's either).
 */
type BoundAttributes = keyof ConformFieldProps | 'name' | 'defaultValue' | 'value' | 'id' | 'invalid';

export type TextFieldProps = ConformFieldProps & Omit<InputProps, BoundAttributes>;
export type TextareaFieldProps = ConformFieldProps & Omit<TextareaProps, BoundAttributes>;
export type SelectFieldProps = ConformFieldProps &
  Omit<NativeSelectProps, BoundAttributes | 'children'> & {
    options: readonly { value: string; label: string; disabled?: boolean }[];
  };
export type CheckboxFieldProps = Omit<ConformFieldProps, 'required' | 'readOnly'>;

/** The field's root props: the label, hint, first error and the states Ark passes to the control. */
function rootProps({ field, label, helperText, required, disabled, readOnly, className }: ConformFieldProps) {
  return { label, helperText, required, disabled, readOnly, className, error: field.errors?.[0] };
}

/**
 * A text input bound to a Conform field: label, required indicator, hint and the field's first
 * error, linked to the input. Other attributes (`type`, `autoComplete`, `inputMode`,
 * `placeholder`, …) go to the input.
 *
 * The input is keyed by the field's key, so a Conform reset (`reply({ resetForm: true })`) mounts
 * it afresh with the initial value. A password input never takes one: a submitted password would
 * otherwise come back as the input's `value` attribute after a server error.
 */
export function TextField({ field, label, helperText, required, disabled, readOnly, className, ...inputProps }: TextFieldProps) {
  const defaultValue = inputProps.type === 'password' ? undefined : field.defaultValue;
  return (
    <Field {...rootProps({ field, label, helperText, required, disabled, readOnly, className })}>
      <Input key={field.key} name={field.name} defaultValue={defaultValue} {...inputProps} />
    </Field>
  );
}

/** A textarea bound to a Conform field, as `TextField`. */
export function TextareaField({
  field,
  label,
  helperText,
  required,
  disabled,
  readOnly,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field {...rootProps({ field, label, helperText, required, disabled, readOnly, className })}>
      <Textarea key={field.key} name={field.name} defaultValue={field.defaultValue} {...textareaProps} />
    </Field>
  );
}

/** A native select bound to a Conform field, as `TextField`; `options` in their display order. */
export function SelectField({ field, label, helperText, required, disabled, readOnly, className, options, ...selectProps }: SelectFieldProps) {
  return (
    <Field {...rootProps({ field, label, helperText, required, disabled, readOnly, className })}>
      <NativeSelect key={field.key} name={field.name} defaultValue={field.defaultValue} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const checkboxStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  label: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'medium', cursor: 'pointer', w: 'fit' }),
  notes: css({ ps: '6' }),
};

/** A checkbox bound to a Conform field (checked: `on`, as a browser submits it), the label beside it. */
export function CheckboxField({ field, label, helperText, disabled, className }: CheckboxFieldProps) {
  const error = field.errors?.[0];
  const { describedBy, notes } = useChoiceNotes(helperText, error, checkboxStyles.notes);
  return (
    <div className={cx(checkboxStyles.root, className)}>
      <label className={checkboxStyles.label}>
        <input
          key={field.key}
          type="checkbox"
          name={field.name}
          defaultChecked={field.defaultChecked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={choiceBox}
        />
        {label}
      </label>
      {notes}
    </div>
  );
}
