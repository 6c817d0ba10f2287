import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError, useLinkRequest } from '@/shared/api';
import { useParams } from 'react-router';
import { Button, FormActions, FormMessage, GuestFrame, TextField, TextLink, useSchemaForm } from '@/shared/ui';
import {
  emailPreferencesKeys,
  requestUnsubscribeLink,
  unsubscribeByToken,
  unsubscribeInfoQuery,
  useTokenChange,
  type EmailUnsubscribeInfo,
} from '../api/email-preferences-api';
import { unsubscribeRequestSchema } from '../model/schemas';
import { styles, TokenPage, UNSUBSCRIBE_BY_EMAIL_LEAD } from './parts';

export const UNSUBSCRIBE_LINK_SENT_MESSAGE =
  'If this address is on our mailing lists, we have sent it a link to manage or stop our emails.';

/** `/email/unsubscribe` (enter an address) and `/email/unsubscribe/{token}` (from an email link). */
export function EmailUnsubscribePage() {
  const { token } = useParams();
  return token ? <UnsubscribeByToken token={token} /> : <UnsubscribeByEmail />;
}

function UnsubscribeByEmail() {
  const { send, sent, failure, busy } = useLinkRequest(requestUnsubscribeLink, (error) => toApiError(error).message);
  const [form, fields] = useSchemaForm({ id: 'email-unsubscribe', schema: unsubscribeRequestSchema, validateOn: 'blur', onValid: send });

  return (
    <GuestFrame title="Unsubscribe" lead={UNSUBSCRIBE_BY_EMAIL_LEAD}>
      {sent ? (
        <FormMessage tone="success">{UNSUBSCRIBE_LINK_SENT_MESSAGE}</FormMessage>
      ) : (
        <form id={form.id} onSubmit={form.onSubmit} noValidate className={styles.form} aria-label="Unsubscribe by email">
          <FormMessage tone="error">{failure}</FormMessage>
          <TextField field={fields.email} label="Email" required type="email" autoComplete="email" inputMode="email" />
          <FormActions confirmLabel="Send me the link" busy={busy} fullWidth />
        </form>
      )}
    </GuestFrame>
  );
}

type Outcome = { kind: 'all' } | { kind: 'list'; name: string };

function UnsubscribeByToken({ token }: { token: string }) {
  const info = useQuery(unsubscribeInfoQuery(token));
  return (
    <TokenPage query={info} title="Unsubscribe" loadingLines={3}>
      {(data) => <UnsubscribeChoice token={token} data={data} />}
    </TokenPage>
  );
}

function UnsubscribeChoice({ token, data }: { token: string; data: EmailUnsubscribeInfo }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useTokenChange(unsubscribeByToken, emailPreferencesKeys.unsubscribe(token));

  const preferencesLink = `/email/preferences/${encodeURIComponent(token)}`;
  const sourceList = data.source?.list ?? null;
  const subscribedLists = data.lists.filter((list) => list.subscribed);

  if (outcome || data.unsubscribedFromAll) {
    return (
      <GuestFrame title={outcome ? 'You are unsubscribed' : 'Already unsubscribed'}>
        <FormMessage tone="success">
          {outcome?.kind === 'list'
            ? `${data.email} will no longer receive emails from “${outcome.name}”.`
            : `${data.email} will no longer receive any of our emails.`}
        </FormMessage>
        <p className={styles.text}>
          Changed your mind or want to pick lists? <TextLink to={preferencesLink}>Manage email preferences</TextLink>
        </p>
      </GuestFrame>
    );
  }

  const unsubscribe = (body: { all: boolean; listIds?: string[] }, next: Outcome) =>
    mutation.mutate({ token, body }, { onSuccess: () => setOutcome(next) });

  return (
    <GuestFrame
      title="Unsubscribe"
      lead={
        <>
          {data.firstName ? `${data.firstName}, do` : 'Do'} you want to stop our emails to{' '}
          <span className={styles.strong}>{data.email}</span>?
        </>
      }
    >
      {data.source && (data.source.campaignName || data.source.subject || sourceList) && (
        <p className={styles.text}>
          You received{' '}
          {data.source.subject ? `“${data.source.subject}”` : data.source.campaignName ? `“${data.source.campaignName}”` : 'an email'}
          {sourceList ? ` from the list “${sourceList.name}”` : ''}.
        </p>
      )}
      {subscribedLists.length > 0 && (
        <div>
          <p className={styles.text}>You are subscribed to:</p>
          <ul className={styles.list} aria-label="Your email lists">
            {subscribedLists.map((list) => (
              <li key={list.listId}>{list.name}</li>
            ))}
          </ul>
        </div>
      )}
      {mutation.isError && <FormMessage tone="error">{toApiError(mutation.error).message}</FormMessage>}
      <div className={styles.actions}>
        <Button size="lg" fullWidth loading={mutation.isPending} onClick={() => unsubscribe({ all: true }, { kind: 'all' })}>
          Unsubscribe from all emails
        </Button>
        {sourceList && (
          <Button
            variant="outline"
            fullWidth
            disabled={mutation.isPending}
            onClick={() => unsubscribe({ all: false, listIds: [sourceList.listId] }, { kind: 'list', name: sourceList.name })}
          >
            Only unsubscribe from “{sourceList.name}”
          </Button>
        )}
      </div>
      <p className={styles.text}>
        Prefer fewer emails instead? <TextLink to={preferencesLink}>Manage email preferences</TextLink>
      </p>
    </GuestFrame>
  );
}
