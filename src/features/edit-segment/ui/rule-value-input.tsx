import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  kindOf,
  ListChecklist,
  SEGMENT_ROLE_LABELS,
  SEGMENT_ROLES,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  VALUELESS_OPERATORS,
  type EmailSegmentRule,
  type RuleValue,
} from '@/entities/email';
import { Field, Input, NativeSelect } from '@/shared/ui';

interface ValueInputProps {
  rule: EmailSegmentRule;
  onChange: (value: RuleValue) => void;
  error?: string | undefined;
}

function options(values: readonly string[], labels: Readonly<Record<string, string>>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

function ListPicker({ rule, onChange, error }: ValueInputProps) {
  return <ListChecklist value={Array.isArray(rule.value) ? rule.value : []} onChange={onChange} emptyText="No lists yet." error={error} />;
}

/** The value of a rule, with the input its field and operator call for (none for "is known"). */
export function RuleValueInput(props: ValueInputProps) {
  const { rule, onChange, error } = props;
  if (VALUELESS_OPERATORS.includes(rule.operator)) return null;
  const kind = kindOf(rule.field);
  if (kind === 'list') return <ListPicker {...props} />;
  const text = typeof rule.value === 'string' || typeof rule.value === 'number' ? String(rule.value) : '';

  if (rule.operator === 'within_last_days' || kind === 'number') {
    const days = rule.operator === 'within_last_days';
    return (
      <Field label={days ? 'Days' : 'Value'} error={error}>
        <Input
          type="number"
          inputMode="numeric"
          min={days ? 1 : 0}
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      </Field>
    );
  }
  if (kind === 'date') {
    return (
      <Field label="Date" error={error}>
        <Input type="date" value={text.slice(0, 10)} onChange={(event) => onChange(event.target.value ? `${event.target.value}T00:00:00.000Z` : undefined)} />
      </Field>
    );
  }
  if (kind === 'boolean') {
    return (
      <Field label="Value">
        <NativeSelect value={rule.value === false ? 'false' : 'true'} onChange={(event) => onChange(event.target.value === 'true')}>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </NativeSelect>
      </Field>
    );
  }
  const choices =
    kind === 'status'
      ? options(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS)
      : kind === 'frequency'
        ? options(FREQUENCIES, FREQUENCY_LABELS)
        : kind === 'role'
          ? options(SEGMENT_ROLES, SEGMENT_ROLE_LABELS)
          : null;
  if (choices) {
    return (
      <Field label={kind === 'role' ? 'Role' : 'Value'}>
        <NativeSelect value={text} onChange={(event) => onChange(event.target.value)}>
          {choices}
        </NativeSelect>
      </Field>
    );
  }
  return (
    <Field label="Value" error={error}>
      <Input value={text} maxLength={500} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
