import type { FieldMetadata } from '@conform-to/react';

/** The field with the server's message (422 `fields`) when the browser has none of its own. */
export function withServerError(field: FieldMetadata<unknown>, message: string | undefined): FieldMetadata<unknown> {
  if (!message || field.errors?.length) return field;
  return Object.create(field, { errors: { value: [message] } }) as FieldMetadata<unknown>;
}
