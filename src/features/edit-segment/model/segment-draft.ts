import { isRuleComplete, ruleFor, type EmailSegment, type EmailSegmentInput, type EmailSegmentRule } from '@/entities/email';

export const MAX_RULES = 20;

export interface SegmentDraft {
  name: string;
  description: string;
  match: 'all' | 'any';
  rules: EmailSegmentRule[];
}

export type SegmentDraftErrors = Partial<Record<'name' | 'description' | 'rules', string>> & { ruleErrors?: Record<number, string> };

export function draftOf(segment: EmailSegment | null): SegmentDraft {
  if (!segment) return { name: '', description: '', match: 'all', rules: [ruleFor('userRole')] };
  return { name: segment.name, description: segment.description ?? '', match: segment.match, rules: segment.rules.map((rule) => ({ ...rule })) };
}

/** What stops the draft from being saved, by field (empty: none). */
export function validateDraft(draft: SegmentDraft): SegmentDraftErrors {
  const errors: SegmentDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  if (draft.description.trim().length > 500) errors.description = 'Description must be at most 500 characters';
  if (draft.rules.length === 0) errors.rules = 'Add at least one rule';
  else if (draft.rules.length > MAX_RULES) errors.rules = `At most ${MAX_RULES} rules`;
  const ruleErrors: Record<number, string> = {};
  draft.rules.forEach((rule, index) => {
    if (!isRuleComplete(rule)) ruleErrors[index] = 'Enter a value for this rule';
  });
  if (Object.keys(ruleErrors).length > 0) errors.ruleErrors = ruleErrors;
  return errors;
}

export const hasErrors = (errors: SegmentDraftErrors) => Object.keys(errors).length > 0;

export function toSegmentInput(draft: SegmentDraft): EmailSegmentInput {
  const description = draft.description.trim();
  return { name: draft.name.trim(), description: description === '' ? null : description, match: draft.match, rules: draft.rules };
}
