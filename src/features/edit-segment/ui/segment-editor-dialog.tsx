import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  createEmailSegment,
  emailSegmentQueries,
  ruleFor,
  SEGMENT_MATCH_LABELS,
  updateEmailSegment,
  type EmailSegment,
  type EmailSegmentInput,
  type EmailSegmentRule,
} from '@/entities/email';
import { Button, Dialog, FormMessage, formStyles, SelectField, TextareaField, TextField, errorMessageOf, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { fieldsOf, hasErrors, MAX_RULES, rulesOf, segmentFieldsSchema, toSegmentInput, validateRules } from '../model/segment-draft';
import { LiveCount } from './live-count';
import { RuleRow } from './rule-row';

export interface SegmentEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment to edit; none: a new segment. */
  segment?: EmailSegment | null;
  onSaved?: (segment: EmailSegment) => void;
}

const MATCH_OPTIONS = (['all', 'any'] as const).map((match) => ({ value: match, label: SEGMENT_MATCH_LABELS[match] }));

const styles = {
  rules: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

function SegmentForm({ segment, onSaved }: { segment: EmailSegment | null; onSaved: (segment: EmailSegment) => void }) {
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<EmailSegmentRule[]>(() => rulesOf(segment));
  // The rules are checked from the first submit on, then as they change.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateRules(rules) : {};
  const save = useMutation({
    mutationFn: (body: EmailSegmentInput) => (segment ? updateEmailSegment(segment._id, body) : createEmailSegment(body)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: emailSegmentQueries.all() });
      toaster.create({ type: 'success', title: segment ? `Segment “${saved.name}” saved` : `Segment “${saved.name}” created` });
      onSaved(saved);
    },
  });
  const [form, fields] = useSchemaForm({
    id: `segment-${segment?._id ?? 'new'}`,
    schema: segmentFieldsSchema,
    defaultValue: fieldsOf(segment),
    onValid: (values) => {
      if (!hasErrors(validateRules(rules))) save.mutate(toSegmentInput(values, rules));
    },
  });
  const setRule = (index: number, rule: EmailSegmentRule) => setRules(rules.map((r, i) => (i === index ? rule : r)));

  return (
    <form
      id={form.id}
      className={formStyles.form}
      aria-label={segment ? 'Edit segment' : 'New segment'}
      noValidate
      onSubmit={(event) => {
        setSubmitted(true);
        form.onSubmit(event);
      }}
    >
      <FormMessage tone="error">{save.isError ? errorMessageOf(save.error) : null}</FormMessage>
      <TextField field={fields.name} label="Name" required maxLength={100} autoComplete="off" autoFocus />
      <TextareaField field={fields.description} label="Description" rows={2} helperText="Only admins see it." />
      <SelectField field={fields.match} label="Subscribers match" options={MATCH_OPTIONS} />
      <fieldset className={styles.rules}>
        <legend className={styles.legend}>Rules</legend>
        {rules.map((rule, index) => (
          <RuleRow
            // Rules have no id of their own; a row is its place in the list.
            key={index}
            index={index}
            rule={rule}
            error={errors.ruleErrors?.[index]}
            onChange={(next) => setRule(index, next)}
            onRemove={rules.length > 1 ? () => setRules(rules.filter((_, i) => i !== index)) : null}
          />
        ))}
        {errors.rules && <p className={styles.error}>{errors.rules}</p>}
        <div>
          <Button variant="outline" size="sm" disabled={rules.length >= MAX_RULES} onClick={() => setRules([...rules, ruleFor('email')])}>
            Add a rule
          </Button>
        </div>
      </fieldset>
      <LiveCount match={fields.match.value === 'any' ? 'any' : 'all'} rules={rules} />
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
