import { useMutation, useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { postAudienceLabel, sendPostEmails, type Post } from '@/entities/post';
import { FormMessage, formStyles, errorMessageOf, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { audienceOptionQueries } from '../api/audience-options';
import { sendPostEmailsSchema, type SendPostEmailsValues } from '../model/send-post-emails-schema';

const styles = {
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' }),
  choice: css({ display: 'flex', alignItems: 'flex-start', gap: '2', textStyle: 'sm', cursor: 'pointer' }),
  control: css({ mt: '0.5', w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default' }),
  lists: css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '6', maxH: '56', overflowY: 'auto' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted', ps: '6' }),
};

export interface SendPostEmailsFormProps {
  post: Post;
  onClose: () => void;
  /** Names of email lists and segments by id (for the audience's label). */
  names: Readonly<Record<string, string>>;
}

/** The dialog's form: loaded with the dialog, so the page does not carry the form kit. */
export default function SendPostEmailsForm({ post, names, onClose }: SendPostEmailsFormProps) {
  const lists = useQuery(audienceOptionQueries.lists());
  const send = useMutation({
    mutationFn: (value: SendPostEmailsValues) => sendPostEmails({ postId: post._id, ...(value.target === 'lists' ? { listIds: value.listIds } : {}) }),
    onSuccess: (result) => {
      toaster.create({
        type: 'success',
        title: `${result.queued.toLocaleString('en-US')} ${result.queued === 1 ? 'email' : 'emails'} queued`,
        description: result.message,
      });
      onClose();
    },
  });
  const [form, fields] = useSchemaForm({
    id: 'send-post-emails',
    schema: sendPostEmailsSchema,
    defaultValue: { target: 'audience' },
    onValid: (value) => send.mutate(value),
  });
  const target = fields.target.value ?? 'audience';
  const listIds = fields.listIds.value;
  const listsUnavailable = lists.isError || (lists.isSuccess && lists.data.length === 0);
  const ready = target === 'audience' || (Array.isArray(listIds) ? listIds.length > 0 : Boolean(listIds));
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form}>
      <FormMessage tone="error" id={form.errorId}>
        {send.isError ? errorMessageOf(send.error) : null}
      </FormMessage>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Send to</legend>
        <label className={styles.choice}>
          <input type="radio" name={fields.target.name} value="audience" defaultChecked className={styles.control} />
          The post’s audience ({postAudienceLabel(post.audience, names)})
        </label>
        <label className={styles.choice}>
          <input type="radio" name={fields.target.name} value="lists" className={styles.control} disabled={listsUnavailable} />
          Selected email lists
        </label>
        {lists.isError && <p className={styles.hint}>Email lists cannot be loaded right now.</p>}
        {lists.isSuccess && lists.data.length === 0 && <p className={styles.hint}>There are no email lists yet.</p>}
        {target === 'lists' && lists.isSuccess && (
          <div className={styles.lists} role="group" aria-label="Email lists">
            {lists.data.map((list) => (
              <label key={list.value} className={styles.choice}>
                <input type="checkbox" name={fields.listIds.name} value={list.value} className={styles.control} />
                {list.label}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormActions confirmLabel="Send emails" busy={send.isPending} disabled={!ready} onCancel={onClose} />
    </form>
  );
}
