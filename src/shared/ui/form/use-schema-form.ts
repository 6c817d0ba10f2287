import { useForm, type DefaultValue, type FormMetadata, type Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from '@/shared/lib/zod';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Input<Schema extends FormSchema> = z.input<Schema> & Record<string, unknown>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  id: string;
  schema: Schema;
  defaultValue?: DefaultValue<Input<Schema>>;
  /** Called with the parsed values when the submitted form is valid. */
  onValid: (value: z.output<Schema>) => void;
  /** `blur`: a field is checked when left, then again as it is typed in; `submit` (default): on submit only. */
  validateOn?: 'submit' | 'blur';
}

type SchemaForm<Schema extends FormSchema> = FormMetadata<Input<Schema>, string[]>;

/** A Conform form validated by a Zod schema (on submit, or as fields are left), handing its parsed values on. */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  defaultValue,
  onValid,
  validateOn = 'submit',
}: SchemaFormOptions<Schema>): [SchemaForm<Schema>, ReturnType<SchemaForm<Schema>['getFieldset']>] {
  return useForm<Input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    shouldValidate: validateOn === 'blur' ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validateOn === 'blur' ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Input<Schema>, string[], z.output<Schema>>,
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onValid(submission.value);
    },
  });
}
