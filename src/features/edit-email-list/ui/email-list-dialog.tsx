import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createEmailList, emailListQueries, updateEmailList, type EmailList } from '@/entities/email';
import { CheckboxField, Dialog, FormMessage, formStyles, TextareaField, TextField, errorMessageOf, toaster, FormActions } from '@/shared/ui';
import { emailListSchema } from '../model/email-list-schema';

export interface EmailListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list to edit; none: a new list. */
  list?: EmailList | null;
  onSaved?: (list: EmailList) => void;
}

function EmailListForm({ list, onSaved }: { list: EmailList | null; onSaved: (list: EmailList) => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createEmailList>[0]) => (list ? updateEmailList(list._id, body) : createEmailList(body)),
  });
  const [form, fields] = useForm({
    id: list ? `email-list-${list._id}` : 'email-list-new',
    defaultValue: {
      name: list?.name ?? '',
      description: list?.description ?? '',
      visibleInPreferences: list === null || list.visibleInPreferences ? 'on' : undefined,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailListSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setFailure(null);
      const { name, description, visibleInPreferences } = submission.value;
      try {
        const saved = await save.mutateAsync({ name, description: description ?? null, visibleInPreferences: visibleInPreferences ?? false });
        await queryClient.invalidateQueries({ queryKey: emailListQueries.all() });
        toaster.create({ type: 'success', title: list ? `List “${saved.name}” saved` : `List “${saved.name}” created` });
        onSaved(saved);
      } catch (error) {
        setFailure(errorMessageOf(error));
      }
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label={list ? 'Edit list' : 'New list'}>
      <FormMessage tone="error" id={form.errorId}>
        {failure}
      </FormMessage>
      <TextField field={fields.name} label="Name" required autoComplete="off" autoFocus maxLength={100} />
      <TextareaField field={fields.description} label="Description" rows={3} helperText="Subscribers read it on their email preferences page." />
      <CheckboxField field={fields.visibleInPreferences} label="Shown on the preferences page" helperText="Subscribers can join or leave it themselves." />
      <FormActions confirmLabel={list ? 'Save list' : 'Create list'} busy={save.isPending} />
    </form>
  );
}

/** New list or edit a list: name, description, and whether subscribers see it on their preferences page. */
export function EmailListDialog({ open, onOpenChange, list = null, onSaved }: EmailListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={list ? 'Edit list' : 'New list'} width={520}>
      {open && (
        <EmailListForm
          key={list?._id ?? 'new'}
          list={list}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Dialog>
  );
}
