import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/shared/api';
import { useParams } from 'react-router';
import { Button, FormMessage, GuestFrame, toaster, useSchemaForm } from '@/shared/ui';
import {
  emailPreferencesKeys,
  emailPreferencesQuery,
  updateEmailPreferences,
  useTokenChange,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from '../api/email-preferences-api';
import { EMAIL_FREQUENCIES, FREQUENCY_LABELS, preferencesSchema, type PreferencesValues } from '../model/schemas';
import { styles, TokenPage } from './parts';

export const PREFERENCES_SAVED_MESSAGE = 'Your email preferences were saved.';

/** The update for the form values: every shown list with its new state, and the frequency. */
export function toPreferencesUpdate(current: EmailPreferences, values: PreferencesValues): EmailPreferencesUpdate {
  const checked = new Set(values.lists);
  return {
    frequency: values.frequency,
    lists: current.lists.map((list) => ({ listId: list.listId, subscribed: checked.has(list.listId) })),
    // Saving from "unsubscribed from all" resubscribes to the checked lists.
    ...(current.unsubscribedFromAll ? { unsubscribeAll: false } : {}),
  };
}

/** `/email/preferences/{token}`: per-list toggles and frequency. */
export function EmailPreferencesPage() {
  const { token = '' } = useParams();
  const preferences = useQuery(emailPreferencesQuery(token));
  return (
    <TokenPage query={preferences} title="Email preferences" loadingLines={4}>
      {/* A fresh form after every save, so the defaults follow the server's state. */}
      {(current) => <PreferencesForm key={current.updatedAt} token={token} current={current} />}
    </TokenPage>
  );
}

function PreferencesForm({ token, current }: { token: string; current: EmailPreferences }) {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useTokenChange(updateEmailPreferences, emailPreferencesKeys.preferences(token));

  const save = async (body: EmailPreferencesUpdate, message: string) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ token, body });
      toaster.create({ type: 'success', title: message });
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };

  const [form, fields] = useSchemaForm({
    id: 'email-preferences',
    schema: preferencesSchema,
    onValid: (value) => void save(toPreferencesUpdate(current, value), PREFERENCES_SAVED_MESSAGE),
  });

  const checkedByDefault = new Set(
    current.unsubscribedFromAll ? [] : current.lists.filter((list) => list.subscribed).map((list) => list.listId),
  );

  return (
    <GuestFrame
      title="Email preferences"
      lead={
        <>
          Choose which emails <span className={styles.strong}>{current.email}</span> receives and how often.
        </>
      }
    >
      {current.unsubscribedFromAll && (
        <p role="status" className={styles.text}>
          You are unsubscribed from all our emails. Tick the lists you want and save to subscribe again.
        </p>
      )}
      <form id={form.id} onSubmit={form.onSubmit} noValidate className={styles.form} aria-label="Email preferences">
        <FormMessage tone="error">{failure}</FormMessage>
        {current.lists.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Lists</legend>
            {current.lists.map((list) => (
              <label key={list.listId} className={styles.option}>
                <input
                  type="checkbox"
                  name={fields.lists.name}
                  value={list.listId}
                  defaultChecked={checkedByDefault.has(list.listId)}
                  className={styles.control}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{list.name}</span>
                  {list.description && <span className={styles.optionHint}>{list.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className={styles.fieldset} aria-describedby={fields.frequency.errors ? fields.frequency.errorId : undefined}>
          <legend className={styles.legend}>How often</legend>
          {EMAIL_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.option}>
              <input
                type="radio"
                name={fields.frequency.name}
                value={frequency}
                defaultChecked={current.frequency === frequency}
                className={styles.control}
              />
              <span className={styles.optionName}>{FREQUENCY_LABELS[frequency]}</span>
            </label>
          ))}
          {fields.frequency.errors && (
            <p id={fields.frequency.errorId} className={styles.error}>
              {fields.frequency.errors[0]}
            </p>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
            Save preferences
          </Button>
          {!current.unsubscribedFromAll && (
            <Button
              variant="outline"
              fullWidth
              disabled={mutation.isPending}
              onClick={() => save({ unsubscribeAll: true }, 'You are unsubscribed from all our emails.')}
            >
              Unsubscribe from all emails
            </Button>
          )}
        </div>
      </form>
    </GuestFrame>
  );
}
