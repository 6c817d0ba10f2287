import { use, type ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { input, type InputVariantProps } from 'styled-system/recipes';
import { FieldControlsContext } from './field-controls';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & Omit<InputVariantProps, 'multiline'>;

/** Text input; inside `Field` it picks up the label, required, invalid and description links. */
export function Input({ size, className, ...rest }: InputProps) {
  const Control = use(FieldControlsContext)?.Input ?? 'input';
  return <Control className={cx(input({ size }), className)} {...rest} />;
}

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...rest }: TextareaProps) {
  const Control = use(FieldControlsContext)?.Textarea ?? 'textarea';
  return <Control className={cx(input({ multiline: true }), className)} {...rest} />;
}

export type NativeSelectProps = Omit<ComponentProps<'select'>, 'size'> & Omit<InputVariantProps, 'multiline'>;

/** The input's look with the browser's own arrow (the recipe's `appearance: none` would hide it). */
const nativeSelect = css({ appearance: 'auto', pe: '2', bg: 'bg.surface', cursor: 'pointer' });

/** A native select with the input's look; inside `Field` it is linked like `Input`. */
export function NativeSelect({ size, className, ...rest }: NativeSelectProps) {
  const Control = use(FieldControlsContext)?.Select ?? 'select';
  return <Control className={cx(input({ size }), nativeSelect, className)} {...rest} />;
}
