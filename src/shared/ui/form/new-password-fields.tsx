import type { FieldMetadata } from '@conform-to/react';
import { TextField } from './text-field';

export interface NewPasswordFieldsProps {
  password: FieldMetadata<unknown>;
  /** The confirmation; left out where the form has none (sign-up). */
  confirm?: FieldMetadata<unknown>;
  /** "New password" unless told; the confirmation is "Confirm new password". */
  label?: string;
  /** The rule's length, shown as the hint. */
  minLength: number;
}

/** A new password (and its confirmation): password managers offer to generate one. */
export function NewPasswordFields({ password, confirm, label = 'New password', minLength }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField field={password} label={label} required helperText={`At least ${minLength} characters`} type="password" autoComplete="new-password" />
      {confirm && <TextField field={confirm} label="Confirm new password" required type="password" autoComplete="new-password" />}
    </>
  );
}
