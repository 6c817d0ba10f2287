import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import type { FieldControls } from '../input';

/**
 * Ark links the error text only through aria-errormessage, which several screen readers
 * ignore, so the error is also added to aria-describedby.
 */
function useDescribedBy(ownDescribedBy: string | undefined): string | undefined {
  const field = useFieldContext();
  const ids = [ownDescribedBy, field?.ariaDescribedby, field?.invalid ? field.ids.errorText : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldInput({ 'aria-describedby': describedBy, ...rest }: ComponentProps<'input'>) {
  return <ArkField.Input aria-describedby={useDescribedBy(describedBy)} {...rest} />;
}

function FieldTextarea({ 'aria-describedby': describedBy, ...rest }: ComponentProps<'textarea'>) {
  return <ArkField.Textarea aria-describedby={useDescribedBy(describedBy)} {...rest} />;
}

function FieldSelect({ 'aria-describedby': describedBy, ...rest }: ComponentProps<'select'>) {
  return <ArkField.Select aria-describedby={useDescribedBy(describedBy)} {...rest} />;
}

/** The inputs inside a `Field`: Ark's field parts, with the error in aria-describedby too. */
export const arkFieldControls: FieldControls = { Input: FieldInput, Textarea: FieldTextarea, Select: FieldSelect };
