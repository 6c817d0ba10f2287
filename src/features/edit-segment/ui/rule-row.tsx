import { css } from 'styled-system/css';
import {
  OPERATOR_LABELS,
  operatorsFor,
  RULE_FIELD_NAMES,
  RULE_FIELDS,
  ruleFor,
  withOperator,
  withValue,
  type EmailSegmentOperator,
  type EmailSegmentRule,
  type EmailSegmentRuleField,
} from '@/entities/email';
import { labelOf } from '@/shared/lib/labels';
import { Button, Field, NativeSelect } from '@/shared/ui';
import { RuleValueInput } from './rule-value-input';

const GROUPS = ['Subscriber', 'Engagement', 'Account'] as const;

const styles = {
  row: css({
    display: 'grid',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) auto]' },
    gap: '3',
    alignItems: 'end',
    p: '3',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    minW: '0',
  }),
  legend: css({ srOnly: true }),
};

export interface RuleRowProps {
  index: number;
  rule: EmailSegmentRule;
  onChange: (rule: EmailSegmentRule) => void;
  onRemove: (() => void) | null;
  error?: string | undefined;
}

/** One rule: field, then only the operators that fit it, then a value input of the right kind. */
export function RuleRow({ index, rule, onChange, onRemove, error }: RuleRowProps) {
  const name = `Rule ${index + 1}`;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{name}</legend>
      <Field label="Field">
        <NativeSelect value={rule.field} onChange={(event) => onChange(ruleFor(event.target.value as EmailSegmentRuleField))}>
          {GROUPS.map((group) => (
            <optgroup key={group} label={group}>
              {RULE_FIELD_NAMES.filter((field) => RULE_FIELDS[field].group === group).map((field) => (
                <option key={field} value={field}>
                  {RULE_FIELDS[field].label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Condition">
        <NativeSelect value={rule.operator} onChange={(event) => onChange(withOperator(rule, event.target.value as EmailSegmentOperator))}>
          {operatorsFor(rule.field).map((operator) => (
            <option key={operator} value={operator}>
              {labelOf(OPERATOR_LABELS, operator)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div>
        <RuleValueInput rule={rule} error={error} onChange={(value) => onChange(withValue(rule, value))} />
      </div>
      {onRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove rule ${index + 1}`}>
          Remove
        </Button>
      ) : (
        <span />
      )}
    </fieldset>
  );
}
