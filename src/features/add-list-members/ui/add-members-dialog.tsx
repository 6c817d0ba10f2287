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
import { Button, Dialog, Field, FormMessage, formStyles, Textarea, errorMessageOf, FormActions } from '@/shared/ui';
import { MAX_MEMBERS_AT_ONCE, parseEmails } from '../lib/parse-emails';

export interface AddMembersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listId: string;
  listName: string;
}

const styles = {
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'medium', cursor: 'pointer', w: 'fit' }),
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
  const [text, setText] = useState('');
  const [resubscribe, setResubscribe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (emails: string[]) => addEmailListMembers(listId, { members: emails.map((email) => ({ email })), resubscribe }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: emailListQueries.all() }),
        queryClient.invalidateQueries({ queryKey: emailSubscriberQueries.all() }),
      ]);
      onAdded(result);
    },
    onError: (cause) => setFailure(errorMessageOf(cause)),
  });
  const parsed = parseEmails(text);
  return (
    <form
      className={formStyles.form}
      aria-label="Add members"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        if (parsed.valid.length === 0 && parsed.invalid.length === 0) return setError('Paste at least one email address');
        if (parsed.invalid.length > 0) return setError(`Not email addresses: ${parsed.invalid.slice(0, 5).join(', ')}${parsed.invalid.length > 5 ? '…' : ''}`);
        if (parsed.valid.length > MAX_MEMBERS_AT_ONCE) return setError(`At most ${formatCount(MAX_MEMBERS_AT_ONCE)} addresses at once`);
        setError(null);
        add.mutate(parsed.valid);
      }}
    >
      <FormMessage tone="error">{failure}</FormMessage>
      <Field
        label="Email addresses"
        required
        error={error}
        helperText={`One a line, or separated by commas. ${parsed.valid.length > 0 ? `${formatCount(parsed.valid.length)} found.` : ''}`}
      >
        <Textarea rows={8} value={text} onChange={(event) => setText(event.target.value)} autoFocus />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={resubscribe} onChange={(event) => setResubscribe(event.target.checked)} />
        Subscribe again those who had left this list
      </label>
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
