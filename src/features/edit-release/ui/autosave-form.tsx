import { useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, type FormEvent } from 'react';
import { releaseDetailFields, releaseDetailsSchema, type ReleaseDetailField, type ReleaseOptions } from '@/entities/release';
import { withServerError } from '../lib/with-server-error';
import { validDraftValues } from '../model/draft-values';
import type { ReleaseEditor } from './use-release-editor';

/**
 * A Conform form whose every change goes to the autosave: the fields that pass their rule are
 * handed to the model, those that break it show their message. Server messages (422 `fields`)
 * show on the fields as well.
 */
export function useAutosaveForm<Name extends ReleaseDetailField>({
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
  const fields = useMemo(() => releaseDetailFields(options), [options]);
  // Conform validates only this form's fields, and the rules between them.
  const formSchema = useMemo(() => releaseDetailsSchema(options, names), [options, names]);
  const [form, formFields] = useForm({
    id,
    defaultValue: defaultValue as Record<string, string>,
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
    onSubmit: (event) => event.preventDefault(),
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    editor.change(validDraftValues(fields, values, names));
  };
  const fieldOf = (name: Name) => withServerError(formFields[name] as FieldMetadata<unknown>, editor.fieldErrors[name]);
  return { form, fieldOf, onChange };
}
