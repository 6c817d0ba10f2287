import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { postAudienceLabel, sendPostEmails, type Post } from '@/entities/post';
import { Dialog, FormMessage, formStyles, errorMessageOf, toaster, FormActions } from '@/shared/ui';
import { audienceOptionQueries } from '../api/audience-options';

const styles = {
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' }),
  choice: css({ display: 'flex', alignItems: 'flex-start', gap: '2', textStyle: 'sm', cursor: 'pointer' }),
  control: css({ mt: '0.5', w: '4', h: '4', flexShrink: '0', accentColor: 'accent.default' }),
  lists: css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '6', maxH: '56', overflowY: 'auto' }),
  hint: css({ textStyle: 'xs', color: 'fg.muted', ps: '6' }),
};

export interface SendPostEmailsDialogProps {
  post: Post;
  open: boolean;
  onClose: () => void;
  /** Names of email lists and segments by id (for the audience's label). */
  names: Readonly<Record<string, string>>;
}

/** Emails the post to its audience or to chosen email lists; says how many emails were queued. */
export function SendPostEmailsDialog({ post, open, onClose, names }: SendPostEmailsDialogProps) {
  const [target, setTarget] = useState<'audience' | 'lists'>('audience');
  const [listIds, setListIds] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const lists = useQuery({ ...audienceOptionQueries.lists(), enabled: open });
  const send = useMutation({
    mutationFn: () => sendPostEmails({ postId: post._id, ...(target === 'lists' ? { listIds } : {}) }),
    onSuccess: (result) => {
      toaster.create({
        type: 'success',
        title: `${result.queued.toLocaleString('en-US')} ${result.queued === 1 ? 'email' : 'emails'} queued`,
        description: result.message,
      });
      close();
    },
    onError: (error) => setFailure(errorMessageOf(error)),
  });
  function close() {
    setFailure(null);
    setTarget('audience');
    setListIds([]);
    onClose();
  }
  const toggleList = (listId: string, checked: boolean) =>
    setListIds((current) => (checked ? [...current, listId] : current.filter((id) => id !== listId)));
  const listsUnavailable = lists.isError || (lists.isSuccess && lists.data.length === 0);
  const ready = target === 'audience' || listIds.length > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Email this post" description={`“${post.title}” goes out through the email queue; people who unsubscribed are skipped.`} width={520}>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          if (ready) send.mutate();
        }}
      >
        <FormMessage tone="error">{failure}</FormMessage>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send to</legend>
          <label className={styles.choice}>
            <input type="radio" name="target" className={styles.control} checked={target === 'audience'} onChange={() => setTarget('audience')} />
            The post’s audience ({postAudienceLabel(post.audience, names)})
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="target"
              className={styles.control}
              checked={target === 'lists'}
              disabled={listsUnavailable}
              onChange={() => setTarget('lists')}
            />
            Selected email lists
          </label>
          {lists.isError && <p className={styles.hint}>Email lists cannot be loaded right now.</p>}
          {lists.isSuccess && lists.data.length === 0 && <p className={styles.hint}>There are no email lists yet.</p>}
          {target === 'lists' && lists.isSuccess && (
            <div className={styles.lists} role="group" aria-label="Email lists">
              {lists.data.map((list) => (
                <label key={list.value} className={styles.choice}>
                  <input
                    type="checkbox"
                    className={styles.control}
                    checked={listIds.includes(list.value)}
                    onChange={(event) => toggleList(list.value, event.target.checked)}
                  />
                  {list.label}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <FormActions confirmLabel="Send emails" busy={send.isPending} disabled={!ready} onCancel={close} />
      </form>
    </Dialog>
  );
}
