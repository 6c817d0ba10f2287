import { isRuleComplete, ruleFor, type EmailSegment, type EmailSegmentInput, type EmailSegmentRule } from '@/entities/email';
import { z } from '@/shared/lib/zod';

export const MAX_RULES = 20;

/** The segment's own fields; its rules are a list edited beside them (`validateRules`). */
export const segmentFieldsSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
  match: z.enum(['all', 'any']),
});

export type SegmentFields = z.output<typeof segmentFieldsSchema>;

export interface RuleErrors {
  rules?: string;
  ruleErrors?: Record<number, string>;
}

export const fieldsOf = (segment: EmailSegment | null) => ({ name: segment?.name ?? '', description: segment?.description ?? '', match: segment?.match ?? 'all' });

export const rulesOf = (segment: EmailSegment | null): EmailSegmentRule[] => (segment ? segment.rules.map((rule) => ({ ...rule })) : [ruleFor('userRole')]);

/** What stops the rules from being saved: their number, and each rule still without a value. */
export function validateRules(rules: readonly EmailSegmentRule[]): RuleErrors {
  const errors: RuleErrors = {};
  if (rules.length === 0) errors.rules = 'Add at least one rule';
  else if (rules.length > MAX_RULES) errors.rules = `At most ${MAX_RULES} rules`;
  const ruleErrors: Record<number, string> = {};
  rules.forEach((rule, index) => {
    if (!isRuleComplete(rule)) ruleErrors[index] = 'Enter a value for this rule';
  });
  if (Object.keys(ruleErrors).length > 0) errors.ruleErrors = ruleErrors;
  return errors;
}

export const hasErrors = (errors: RuleErrors) => Object.keys(errors).length > 0;

export function toSegmentInput(fields: SegmentFields, rules: EmailSegmentRule[]): EmailSegmentInput {
  return { name: fields.name, description: fields.description ?? null, match: fields.match, rules };
}
