import { useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, type FormEvent } from 'react';
import { createDetailsSchema, validDraftValues, type DetailField } from '../model/details-schema';
import type { ReleaseEditor } from './use-release-editor';
import type { ReleaseOptions } from '@/entities/release';

/**
 * A Conform form whose every change goes to the autosave: the fields that pass their rule are
 * handed to the model, those that break it show their message. Server messages (422 `fields`)
 * show on the fields as well.
 */
export function useAutosaveForm<Name extends DetailField>({
  id,
  names,
  defaultValue,
  options,
  editor,
}: {
  id: string;
  names: readonly Name[];
  defaultValue: Record<Name, string>;
  options: ReleaseOptions | undefined;
  editor: ReleaseEditor;
}) {
  const schema = useMemo(() => createDetailsSchema(options), [options]);
  // Conform validates only this form's fields (the mask's type is the schema's own keys).
  const formSchema = useMemo(() => schema.pick(Object.fromEntries(names.map((name) => [name, true])) as { [K in DetailField]?: true }), [schema, names]);
  const [form, fields] = useForm({
    id,
    defaultValue: defaultValue as Record<string, string>,
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
    onSubmit: (event) => event.preventDefault(),
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    editor.change(validDraftValues(schema, values, names));
  };
  const fieldOf = (name: Name) => withServerError(fields[name] as FieldMetadata<unknown>, editor.fieldErrors[name]);
  return { form, fieldOf, onChange };
}

/** The field with the server's message when the browser has none of its own. */
function withServerError(field: FieldMetadata<unknown>, message: string | undefined): FieldMetadata<unknown> {
  if (!message || field.errors?.length) return field;
  return Object.create(field, { errors: { value: [message] } }) as FieldMetadata<unknown>;
}
