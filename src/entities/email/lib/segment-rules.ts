import type { EmailSegmentOperator, EmailSegmentRule, EmailSegmentRuleField } from '../api/email-types';
import { OPERATORS_BY_KIND, RULE_FIELDS, VALUELESS_OPERATORS, type RuleValueKind } from '../config/segment-rules';

export type RuleValue = EmailSegmentRule['value'];

export const kindOf = (field: EmailSegmentRuleField): RuleValueKind => RULE_FIELDS[field]?.kind ?? 'text';

export const operatorsFor = (field: EmailSegmentRuleField): readonly EmailSegmentOperator[] => OPERATORS_BY_KIND[kindOf(field)];

/** The starting value of a rule of this kind and operator (undefined: the admin types it). */
function initialValue(kind: RuleValueKind, operator: EmailSegmentOperator): RuleValue {
  if (VALUELESS_OPERATORS.includes(operator)) return undefined;
  if (operator === 'within_last_days') return 30;
  switch (kind) {
    case 'boolean':
      return true;
    case 'status':
      return 'subscribed';
    case 'frequency':
      return 'immediate';
    case 'role':
      return 'ARTIST';
    case 'list':
      return [];
    default:
      return undefined;
  }
}

/** A new rule on `field`, with its first operator and a value that fits it. */
export function ruleFor(field: EmailSegmentRuleField): EmailSegmentRule {
  const operator = operatorsFor(field)[0]!;
  return withValue({ field, operator }, initialValue(kindOf(field), operator));
}

/** The rule with another operator; its value is kept only while it still fits. */
export function withOperator(rule: EmailSegmentRule, operator: EmailSegmentOperator): EmailSegmentRule {
  const kind = kindOf(rule.field);
  const wasDays = rule.operator === 'within_last_days';
  const isDays = operator === 'within_last_days';
  const keeps = !VALUELESS_OPERATORS.includes(operator) && !VALUELESS_OPERATORS.includes(rule.operator) && wasDays === isDays;
  return withValue({ field: rule.field, operator }, keeps ? rule.value : initialValue(kind, operator));
}

export function withValue(rule: Omit<EmailSegmentRule, 'value'>, value: RuleValue): EmailSegmentRule {
  return value === undefined ? { field: rule.field, operator: rule.operator } : { ...rule, value };
}

/** Whether the rule can be counted: it has the value its operator needs. */
export function isRuleComplete(rule: EmailSegmentRule): boolean {
  if (VALUELESS_OPERATORS.includes(rule.operator)) return true;
  const { value } = rule;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
