import { useForm, type DefaultValue, type FormMetadata, type Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { BulkResult } from '@/entities/release';
import type { z } from '@/shared/lib/zod';
import { Dialog, FormActions, FormMessage, errorMessageOf, formStyles } from '@/shared/ui';
import type { BulkContentProps, BulkDialogProps } from './bulk-dialog-props';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Input<Schema extends FormSchema> = z.input<Schema> & Record<string, unknown>;
type BulkFormMetadata<Schema extends FormSchema> = FormMetadata<Input<Schema>, string[]>;

export interface BulkFormOptions<Schema extends FormSchema, Body extends { releaseIds: string[] }> extends Pick<BulkContentProps, 'releases' | 'onDone'> {
  id: string;
  schema: Schema;
  defaultValue?: DefaultValue<Input<Schema>>;
  /** Adds to the submitted data before it is parsed (what the form cannot show). */
  prepare?: (formData: FormData) => void;
  /** The bulk call (`adminReleaseMutations.…`), its body from the parsed values and the selected releases. */
  mutation: (queryClient: QueryClient) => UseMutationOptions<BulkResult, Error, Body>;
  body: (value: z.output<Schema>) => Omit<Body, 'releaseIds'>;
}

/**
 * A bulk dialog's Conform + Zod form: checked on submit and again on each input after, then sent for
 * the selected releases; the answer closes it, a failed call stays in it (`call.error`).
 */
export function useBulkForm<Schema extends FormSchema, Body extends { releaseIds: string[] }>(options: BulkFormOptions<Schema, Body>) {
  const { id, schema, defaultValue, prepare, mutation, body, releases, onDone } = options;
  const call = useMutation(mutation(useQueryClient()));
  const [form, fields] = useForm<Input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      prepare?.(formData);
      return parseWithZod(formData, { schema }) as Submission<Input<Schema>, string[], z.output<Schema>>;
    },
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const releaseIds = releases.map((release) => release._id);
      const result = await call.mutateAsync({ ...body(submission.value), releaseIds } as Body).catch(() => null);
      if (result) onDone(result);
    },
  });
  return { form, fields, call };
}

export interface BulkFormProps<Schema extends FormSchema> {
  form: BulkFormMetadata<Schema>;
  /** The form's name and its confirm button's. */
  label: string;
  /** The bulk call's state: its error is shown above the fields. */
  call: { isPending: boolean; error: unknown };
  onCancel: () => void;
  children: ReactNode;
}

export function BulkForm<Schema extends FormSchema>({ form, label, call, onCancel, children }: BulkFormProps<Schema>) {
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label={label}>
      <FormMessage tone="error" id={form.errorId}>
        {call.error ? errorMessageOf(call.error) : null}
      </FormMessage>
      {children}
      <FormActions confirmLabel={label} busy={call.isPending} onCancel={onCancel} />
    </form>
  );
}

export interface BulkDialogFrameProps extends BulkDialogProps {
  title: string;
  description: string;
  width: number;
  /** The dialog's content, mounted on opening and unmounted once closed: each opening starts afresh. */
  content: ComponentType<BulkContentProps>;
}

/** A bulk dialog: closing it (Escape, outside, Cancel) is the page's `onClose`. */
export function BulkDialogFrame({ open, releases, onClose, onDone, content: Content, ...dialog }: BulkDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} {...dialog}>
      <Content releases={releases} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}
