import { useForm, type DefaultValue, type FormMetadata, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from '@/shared/lib/zod';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Input<Schema extends FormSchema> = z.input<Schema> & Record<string, unknown>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  id: string;
  schema: Schema;
  /** The schema's own input shape (the index signature `Input` adds would make nested lists strings). */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** When the fields are first checked: on submit unless told, or each field when it is left. */
  validateOn?: 'submit' | 'blur';
  /** When they are checked again: as typed after a blur check, else on submit unless told. */
  revalidateOn?: 'submit' | 'input';
  /** The answer to the last submission (`submission.reply(…)`): the server's errors, or a reset. */
  lastResult?: SubmissionResult<string[]>;
  /** Called with the parsed values when the submitted form is valid, and the submission to reply to. */
  onValid: (value: z.output<Schema>, submission: Submission<Input<Schema>, string[], z.output<Schema>>) => void;
}

type SchemaForm<Schema extends FormSchema> = FormMetadata<Input<Schema>, string[]>;

/** A Conform form validated by a Zod schema (on submit, or as fields are left), handing its parsed values on. */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  defaultValue,
  validateOn = 'submit',
  revalidateOn = validateOn === 'blur' ? 'input' : 'submit',
  lastResult,
  onValid,
}: SchemaFormOptions<Schema>): [SchemaForm<Schema>, ReturnType<SchemaForm<Schema>['getFieldset']>] {
  return useForm<Input<Schema>, z.output<Schema>>({
    id,
    defaultValue: defaultValue as DefaultValue<Input<Schema>>,
    lastResult,
    shouldValidate: validateOn === 'blur' ? 'onBlur' : 'onSubmit',
    shouldRevalidate: revalidateOn === 'input' ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Input<Schema>, string[], z.output<Schema>>,
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onValid(submission.value, submission);
    },
  });
}
