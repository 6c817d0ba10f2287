import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  addEmailListMembers,
  emailListQueries,
  emailSubscriberQueries,
  SKIP_REASON_LABELS,
  type EmailListMembersAddResult,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { labelOf } from '@/shared/lib/labels';
import { Button, CheckboxField, Dialog, FormMessage, formStyles, TextareaField, errorMessageOf, FormActions, useSchemaForm } from '@/shared/ui';
import { parseEmails } from '../lib/parse-emails';
import { addMembersSchema } from '../model/add-members-schema';

export interface AddMembersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listId: string;
  listName: string;
}

const styles = {
  skipped: css({ maxH: '40', overflowY: 'auto', textStyle: 'sm', ps: '5', listStyle: 'disc', overflowWrap: 'anywhere' }),
};

function Report({ result, onDone }: { result: EmailListMembersAddResult; onDone: () => void }) {
  return (
    <div className={formStyles.form}>
      <p role="status">
        {formatCount(result.added)} added, {formatCount(result.resubscribed)} subscribed again, {formatCount(result.alreadyMembers)} already
        members, {formatCount(result.skipped.length)} skipped.
      </p>
      {result.skipped.length > 0 && (
        <>
          <p className={formStyles.note}>Skipped:</p>
          <ul className={styles.skipped} aria-label="Skipped addresses">
            {result.skipped.map((skip) => (
              <li key={`${skip.email}-${skip.reason}`}>
                {skip.email}: {labelOf(SKIP_REASON_LABELS, skip.reason)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={formStyles.buttons}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

function AddMembersForm({ listId, onAdded }: { listId: string; onAdded: (result: EmailListMembersAddResult) => void }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: ({ emails, resubscribe }: { emails: string[]; resubscribe?: boolean }) =>
      addEmailListMembers(listId, { members: emails.map((email) => ({ email })), resubscribe: resubscribe ?? false }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: emailListQueries.all() }),
        queryClient.invalidateQueries({ queryKey: emailSubscriberQueries.all() }),
      ]);
      onAdded(result);
    },
  });
  const [form, fields] = useSchemaForm({
    id: `add-members-${listId}`,
    schema: addMembersSchema,
    onValid: (value) => add.mutate(value),
  });
  const found = parseEmails(fields.emails.value ?? '').valid.length;
  return (
    <form id={form.id} onSubmit={form.onSubmit} className={formStyles.form} aria-label="Add members" noValidate>
      <FormMessage tone="error" id={form.errorId}>
        {add.isError ? errorMessageOf(add.error) : null}
      </FormMessage>
      <TextareaField
        field={fields.emails}
        label="Email addresses"
        required
        helperText={`One a line, or separated by commas. ${found > 0 ? `${formatCount(found)} found.` : ''}`}
        rows={8}
        autoFocus
      />
      <CheckboxField field={fields.resubscribe} label="Subscribe again those who had left this list" />
      <FormActions confirmLabel="Add members" busy={add.isPending} />
    </form>
  );
}

/** Paste addresses to add them to a list; the report says what was added and what was skipped, and why. */
export function AddMembersDialog({ open, onOpenChange, listId, listName }: AddMembersDialogProps) {
  const [result, setResult] = useState<EmailListMembersAddResult | null>(null);
  const close = () => {
    onOpenChange(false);
    setResult(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={result ? 'Members added' : `Add members to ${listName}`}
      description={result ? undefined : 'New addresses become subscribers. Addresses that bounced or were marked as spam are never added.'}
      width={560}
    >
      {open && (result ? <Report result={result} onDone={close} /> : <AddMembersForm listId={listId} onAdded={setResult} />)}
    </Dialog>
  );
}
