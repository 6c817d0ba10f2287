import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { releaseQueries, RELEASE_RULE_TEXTS, submitRelease, type ReleaseFieldError } from '@/entities/release';
import { AcceptAgreementDialog } from '@/features/accept-agreement';
import type { ReleaseEditor } from '@/features/edit-release';
import { agreementRequiredOf, toApiError } from '@/shared/api';
import { track, trackCustom } from '@/shared/analytics';
import { Link } from 'react-router';
import { Button, FormMessage } from '@/shared/ui';
import { RELEASE_TABS, type ReleaseTab } from '../../config/edit-tabs';
import { missingFieldLink } from '../../lib/missing-field';
import { listStyles } from './entry-list';
import { frameStyles } from './release-edit-frame';

const AGREEMENT_INTROS = {
  AGREEMENT_NOT_ACCEPTED: 'Before your first release goes to review, read the distribution agreement and accept it.',
  AGREEMENT_VERSION_OUTDATED: 'The distribution agreement has changed. Read the new version and accept it to send this release for review.',
} as const;

const tabLabel = (tab: ReleaseTab) => RELEASE_TABS.find((entry) => entry.id === tab)?.label ?? tab;

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'disc' }),
  done: css({ textStyle: 'sm', color: 'fg.muted' }),
};

function FieldList({ releaseId, fields }: { releaseId: string; fields: readonly ReleaseFieldError[] }) {
  return (
    <ul className={styles.list}>
      {fields.map((field) => {
        const link = missingFieldLink(releaseId, field, tabLabel);
        return (
          <li key={`${field.field}-${field.code ?? ''}-${field.message}`}>
            <strong>{link.label}</strong>: {field.message}{' '}
            <Link to={link.to} className={frameStyles.back}>
              Fix in {link.place}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** What still stops the release, and the "Submit for review" button. */
export function ReviewPanel({ editor }: { editor: ReleaseEditor }) {
  const { release, editable, saveState } = editor;
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{ message: string; fields: ReleaseFieldError[] } | null>(null);
  const [agreementAsked, setAgreementAsked] = useState<keyof typeof AGREEMENT_INTROS | null>(null);
  // Accepted here once: a second refusal is the owner's (an admin submitting), shown as a message.
  const acceptedHere = useRef(false);
  const submit = useMutation({
    mutationFn: () => submitRelease(release._id),
    onMutate: () => setRefused(null),
    onSuccess: (submitted) => {
      trackCustom('release_submitted', { format: submitted.format });
      queryClient.setQueryData(releaseQueries.detail(submitted._id).queryKey, submitted);
      void queryClient.invalidateQueries({ queryKey: releaseQueries.all(), predicate: (query) => query.queryKey[1] !== 'detail' });
    },
    onError: (error) => {
      const apiError = toApiError(error);
      const agreement = agreementRequiredOf(apiError);
      if (agreement?.agreementType === 'DISTRIBUTION_AGREEMENT' && !acceptedHere.current) {
        setAgreementAsked(agreement.code);
        return;
      }
      track('form_error', { status: apiError.status }, 'release_submit');
      const body = apiError.body as { fields?: ReleaseFieldError[] } | null;
      const fields = Array.isArray(body?.fields) ? body.fields : [];
      editor.showFieldErrors(fields);
      setRefused({ message: apiError.status === 422 ? RELEASE_RULE_TEXTS.invalidDraft : apiError.message, fields });
    },
  });

  const missing = release.missingFields;
  return (
    <section className={frameStyles.panel} aria-labelledby="release-review-title">
      <h2 id="release-review-title" className={frameStyles.panelTitle}>
        Review and submit
      </h2>
      {release.status === 'PENDING' ? (
        <FormMessage tone="success">Sent for review: the release is Pending. You will hear when it is approved or needs changes.</FormMessage>
      ) : !editable ? (
        <p className={styles.done}>This release has been submitted already.</p>
      ) : (
        <>
          {missing.length > 0 ? (
            <>
              <p>Before it can be sent for review, the release still needs:</p>
              <FieldList releaseId={release._id} fields={missing} />
            </>
          ) : (
            <p className={styles.done}>Everything the stores need is there. Send the release for review when you are ready.</p>
          )}
          {refused && (
            <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p className={css({ color: 'danger.fg', fontWeight: 'medium' })}>{refused.message}</p>
              {refused.fields.length > 0 && <FieldList releaseId={release._id} fields={refused.fields} />}
            </div>
          )}
          <div className={listStyles.actions}>
            <Button
              onClick={() => {
                editor.flush();
                submit.mutate();
              }}
              loading={submit.isPending}
              disabled={saveState === 'saving' || saveState === 'offline'}
            >
              Submit for review
            </Button>
          </div>
          {saveState === 'offline' && <p className={styles.done}>Reconnect to send the release for review.</p>}
          <AcceptAgreementDialog
            type="DISTRIBUTION_AGREEMENT"
            open={agreementAsked !== null}
            onOpenChange={(open) => !open && setAgreementAsked(null)}
            intro={agreementAsked && AGREEMENT_INTROS[agreementAsked]}
            acceptLabel="Accept and submit"
            onAccepted={() => {
              acceptedHere.current = true;
              submit.mutate();
            }}
          />
        </>
      )}
    </section>
  );
}
