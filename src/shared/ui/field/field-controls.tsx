import { useFieldContext } from '@ark-ui/react/field';

/**
 * Ark links the error text only through aria-errormessage, which several screen readers
 * ignore, so the error is also added to aria-describedby.
 */
export function useDescribedBy(ownDescribedBy: string | undefined): string | undefined {
  const field = useFieldContext();
  const ids = [
    ownDescribedBy,
    field?.ariaDescribedby,
    field?.invalid ? field.ids.errorText : undefined,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
