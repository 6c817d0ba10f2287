import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import {
  deleteEmailCampaign,
  sendEmailCampaign,
  sendEmailCampaignTest,
  type EmailCampaign,
} from '@/entities/email';
import { formatCountOf } from '@/shared/lib/money';
import { useSession } from '@/entities/session';
import { formatMoment } from '@/shared/lib/dates';
import { Button, ConfirmDialog, Field, FormMessage, formStyles, Input, StickyActions, TextField, errorMessageOf, toaster, useSchemaForm, TitledSection } from '@/shared/ui';
import { earliestSchedule, suggestedSchedule, toLocalInputValue } from '../lib/schedule';
import { composeDefaults, composeSchema, type ComposeIntent, type ComposeValues } from '../model/compose-schema';
import { AudiencePicker } from './audience-picker';
import { ContentEditor } from './content-editor';

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '4', borderTopWidth: '1px', borderColor: 'border.default', minW: '0' }),
  sectionTitle: css({ textStyle: 'cardTitle' }),
  inline: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', '& > :first-child': { flexGrow: '1', flexShrink: '1', flexBasis: '56', minW: '0' } }),
  banner: css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle', textStyle: 'sm', display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }),
  defaultButton: css({ display: 'none' }),
};

export interface ComposeFormProps {
  /** The saved campaign (a draft or scheduled), or null before the first save. */
  campaign: EmailCampaign | null;
  /** Saves the form's campaign (creates it the first time) and answers the saved campaign. */
  save: (values: ComposeValues) => Promise<EmailCampaign>;
  /** A campaign came back from the server (sent, scheduled, canceled): the dialog shows what it became. */
  onChanged: (campaign: EmailCampaign) => void;
}

const sameAudience = (campaign: EmailCampaign, listIds: readonly string[], segmentId: string) =>
  (campaign.segmentId ?? '') === segmentId && campaign.listIds.length === listIds.length && campaign.listIds.every((id) => listIds.includes(id));

/**
 * Compose and send: every button saves what is on screen first, then does its part (a test, send
 * now after a confirmation with the recipient count, or a schedule at least 5 minutes ahead).
 */
export function ComposeForm({ campaign, save, onChanged }: ComposeFormProps) {
  const { user } = useSession();
  const formId = useId();
  const [content, setContent] = useState(campaign?.content ?? '');
  const [listIds, setListIds] = useState<string[]>(campaign?.listIds ?? []);
  const [segmentId, setSegmentId] = useState(campaign?.segmentId ?? '');
  const [busy, setBusy] = useState<ComposeIntent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<EmailCampaign | null>(null);
  const [canceling, setCanceling] = useState(false);

  const [form, fields] = useSchemaForm({
    id: `compose-${formId}`,
    schema: composeSchema,
    defaultValue: {
      ...composeDefaults(campaign),
      testEmail: user?.email ?? '',
      scheduledAt: toLocalInputValue(campaign?.scheduledAt ? new Date(campaign.scheduledAt) : suggestedSchedule()),
    },
    validateOn: 'blur',
    async onValid(values) {
      const intent = values.intent ?? 'save';
      setFailure(null);
      setBusy(intent);
      try {
        const saved = await save(values);
        if (intent === 'save') toaster.create({ type: 'success', title: 'Draft saved' });
        if (intent === 'test') {
          const to = values.testEmail!.trim();
          await sendEmailCampaignTest(saved._id, to);
          toaster.create({ type: 'success', title: `Test sent to ${to}`, description: 'Its subject starts with [TEST]; it is not counted.' });
        }
        if (intent === 'send') setConfirming(saved);
        if (intent === 'schedule') {
          const scheduled = await sendEmailCampaign(saved._id, new Date(values.scheduledAt!).toISOString());
          toaster.create({ type: 'success', title: `Scheduled for ${formatMoment(scheduled.scheduledAt ?? values.scheduledAt!, { withTime: true })}` });
          onChanged(scheduled);
        }
      } catch (error) {
        setFailure(errorMessageOf(error));
      } finally {
        setBusy(null);
      }
    },
  });

  const count = confirming?.recipientCount;
  const savedCount = campaign && campaign.recipientCount !== null && sameAudience(campaign, listIds, segmentId) ? campaign.recipientCount : null;
  const intentButton = (intent: ComposeIntent, label: string, variant: 'solid' | 'outline' = 'outline') => (
    <Button type="submit" name="intent" value={intent} variant={variant} loading={busy === intent} disabled={busy !== null && busy !== intent}>
      {label}
    </Button>
  );

  return (
    <>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Campaign">
        {/* Enter in a field saves the draft (the first submit button is the form's default). */}
        <button type="submit" name="intent" value="save" className={styles.defaultButton} tabIndex={-1} aria-hidden="true" />
        <FormMessage tone="error" id={form.errorId}>
          {failure}
        </FormMessage>
        {campaign?.status === 'scheduled' && campaign.scheduledAt && (
          <div className={styles.banner}>
            <span>Scheduled for {formatMoment(campaign.scheduledAt, { withTime: true })}. Changes you save keep this time.</span>
            <Button variant="ghost" size="sm" onClick={() => setCanceling(true)}>
              Cancel the campaign…
            </Button>
          </div>
        )}
        <TextField field={fields.name} label="Campaign name" required autoComplete="off" helperText="Only admins see it." maxLength={200} />
        <TextField field={fields.subject} label="Subject" autoComplete="off" maxLength={200} />
        <TextField field={fields.previewText} label="Preview text" autoComplete="off" maxLength={200} helperText="Shown after the subject in most inboxes." />
        <div className={formStyles.row}>
          <TextField field={fields.fromName} label="From name" autoComplete="off" maxLength={100} />
          <TextField field={fields.replyTo} label="Reply-to" type="email" inputMode="email" autoComplete="off" />
        </div>
        <ContentEditor name={fields.content.name} value={content} onChange={setContent} error={fields.content.errors?.[0]} />

        <TitledSection title="Audience" level={3} className={styles.section} titleClassName={styles.sectionTitle}>
          <AudiencePicker
            listIds={listIds}
            segmentId={segmentId}
            onListsChange={setListIds}
            onSegmentChange={setSegmentId}
            savedCount={savedCount}
            error={fields.listIds.errors?.[0]}
          />
        </TitledSection>

        <TitledSection title="Test" level={3} className={styles.section} titleClassName={styles.sectionTitle}>
          <div className={styles.inline}>
            <TextField field={fields.testEmail} label="Test address" type="email" inputMode="email" autoComplete="email" />
            {intentButton('test', 'Send a test to me')}
          </div>
        </TitledSection>

        <TitledSection title="Send" level={3} className={styles.section} titleClassName={styles.sectionTitle}>
          <div className={styles.inline}>
            <Field label="Send at" error={fields.scheduledAt.errors?.[0]} helperText="Your time zone; at least 5 minutes from now.">
              <Input type="datetime-local" name={fields.scheduledAt.name} key={fields.scheduledAt.key} defaultValue={fields.scheduledAt.initialValue as string} min={toLocalInputValue(earliestSchedule())} />
            </Field>
            {intentButton('schedule', 'Schedule')}
          </div>
        </TitledSection>
        <StickyActions className={formStyles.buttons}>
          {intentButton('save', 'Save draft')}
          {intentButton('send', 'Send now…', 'solid')}
        </StickyActions>
      </form>

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        tone="solid"
        title="Send this campaign now?"
        description={count == null ? 'It goes out to its audience at once. This cannot be undone.' : `It goes out to ${formatCountOf(count, 'recipient')} at once. This cannot be undone.`}
        confirmLabel={count == null ? 'Send now' : `Send to ${formatCountOf(count, 'recipient')}`}
        cancelLabel="Keep editing"
        onConfirm={async () => {
          if (!confirming) return;
          const sent = await sendEmailCampaign(confirming._id);
          toaster.create({ type: 'success', title: `“${sent.name}” is sending` });
          onChanged(sent);
        }}
      />
      {campaign && (
        <ConfirmDialog
          open={canceling}
          onClose={() => setCanceling(false)}
          title="Cancel this campaign?"
          description="It will not be sent. A canceled campaign is kept but cannot be scheduled again; write a new one to send later."
          confirmLabel="Cancel the campaign"
          cancelLabel="Keep it scheduled"
          onConfirm={async () => {
            await deleteEmailCampaign(campaign._id);
            toaster.create({ type: 'success', title: `“${campaign.name}” canceled` });
            onChanged({ ...campaign, status: 'canceled' });
          }}
        />
      )}
    </>
  );
}
