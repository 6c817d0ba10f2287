import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { createEmailSegment, emailSegmentQueries, ruleFor, SEGMENT_MATCH_LABELS, updateEmailSegment, type EmailSegment } from '@/entities/email';
import { Button, Dialog, Field, FormMessage, formStyles, Input, NativeSelect, Textarea, errorMessageOf, toaster, FormActions } from '@/shared/ui';
import { draftOf, hasErrors, MAX_RULES, toSegmentInput, validateDraft, type SegmentDraft, type SegmentDraftErrors } from '../model/segment-draft';
import { LiveCount } from './live-count';
import { RuleRow } from './rule-row';

export interface SegmentEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment to edit; none: a new segment. */
  segment?: EmailSegment | null;
  onSaved?: (segment: EmailSegment) => void;
}

const styles = {
  rules: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

function SegmentForm({ segment, onSaved }: { segment: EmailSegment | null; onSaved: (segment: EmailSegment) => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SegmentDraft>(() => draftOf(segment));
  const [errors, setErrors] = useState<SegmentDraftErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toSegmentInput>) => (segment ? updateEmailSegment(segment._id, body) : createEmailSegment(body)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: emailSegmentQueries.all() });
      toaster.create({ type: 'success', title: segment ? `Segment “${saved.name}” saved` : `Segment “${saved.name}” created` });
      onSaved(saved);
    },
  });
  const change = (next: SegmentDraft) => {
    setDraft(next);
    if (submitted) setErrors(validateDraft(next));
  };
  const setRule = (index: number, rule: SegmentDraft['rules'][number]) => change({ ...draft, rules: draft.rules.map((r, i) => (i === index ? rule : r)) });

  return (
    <form
      className={formStyles.form}
      aria-label={segment ? 'Edit segment' : 'New segment'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const found = validateDraft(draft);
        setErrors(found);
        if (!hasErrors(found)) save.mutate(toSegmentInput(draft));
      }}
    >
      <FormMessage tone="error">{save.isError ? errorMessageOf(save.error) : null}</FormMessage>
      <Field label="Name" required error={errors.name}>
        <Input value={draft.name} maxLength={100} autoComplete="off" autoFocus onChange={(event) => change({ ...draft, name: event.target.value })} />
      </Field>
      <Field label="Description" error={errors.description} helperText="Only admins see it.">
        <Textarea rows={2} value={draft.description} onChange={(event) => change({ ...draft, description: event.target.value })} />
      </Field>
      <Field label="Subscribers match">
        <NativeSelect value={draft.match} onChange={(event) => change({ ...draft, match: event.target.value as SegmentDraft['match'] })}>
          <option value="all">{SEGMENT_MATCH_LABELS.all}</option>
          <option value="any">{SEGMENT_MATCH_LABELS.any}</option>
        </NativeSelect>
      </Field>
      <fieldset className={styles.rules}>
        <legend className={styles.legend}>Rules</legend>
        {draft.rules.map((rule, index) => (
          <RuleRow
            // Rules have no id of their own; a row is its place in the list.
            key={index}
            index={index}
            rule={rule}
            error={errors.ruleErrors?.[index]}
            onChange={(next) => setRule(index, next)}
            onRemove={draft.rules.length > 1 ? () => change({ ...draft, rules: draft.rules.filter((_, i) => i !== index) }) : null}
          />
        ))}
        {errors.rules && <p className={styles.error}>{errors.rules}</p>}
        <div>
          <Button variant="outline" size="sm" disabled={draft.rules.length >= MAX_RULES} onClick={() => change({ ...draft, rules: [...draft.rules, ruleFor('email')] })}>
            Add a rule
          </Button>
        </div>
      </fieldset>
      <LiveCount match={draft.match} rules={draft.rules} />
      <FormActions confirmLabel={segment ? 'Save segment' : 'Create segment'} busy={save.isPending} />
    </form>
  );
}

/** New segment or edit one: name, description, match all/any, rules, and the live count of what they match. */
export function SegmentEditorDialog({ open, onOpenChange, segment = null, onSaved }: SegmentEditorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={segment ? 'Edit segment' : 'New segment'}
      description="A segment is a saved set of rules over subscribers; campaigns can be sent to it."
      width={860}
    >
      {open && (
        <SegmentForm
          key={segment?._id ?? 'new'}
          segment={segment}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Dialog>
  );
}
