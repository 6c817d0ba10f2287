import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { input, type InputVariantProps } from 'styled-system/recipes';
import { useDescribedBy } from './use-described-by';

export type InputProps = Omit<ComponentProps<typeof ArkField.Input>, 'size'> &
  Omit<InputVariantProps, 'multiline'>;

/** Text input; inside `Field` it picks up the label, required, invalid and description links. */
export function Input({ size, className, 'aria-describedby': describedBy, ...rest }: InputProps) {
  return (
    <ArkField.Input
      aria-describedby={useDescribedBy(describedBy)}
      className={cx(input({ size }), className)}
      {...rest}
    />
  );
}

export type TextareaProps = ComponentProps<typeof ArkField.Textarea>;

export function Textarea({ className, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  return (
    <ArkField.Textarea
      aria-describedby={useDescribedBy(describedBy)}
      className={cx(input({ multiline: true }), className)}
      {...rest}
    />
  );
}

export type NativeSelectProps = Omit<ComponentProps<typeof ArkField.Select>, 'size'> & Omit<InputVariantProps, 'multiline'>;

/** The input's look with the browser's own arrow (the recipe's `appearance: none` would hide it). */
const nativeSelect = css({ appearance: 'auto', pe: '2', bg: 'bg.surface', cursor: 'pointer' });

/** A native select with the input's look; inside `Field` it is linked like `Input`. */
export function NativeSelect({ size, className, 'aria-describedby': describedBy, ...rest }: NativeSelectProps) {
  return (
    <ArkField.Select
      aria-describedby={useDescribedBy(describedBy)}
      className={cx(input({ size }), nativeSelect, className)}
      {...rest}
    />
  );
}
