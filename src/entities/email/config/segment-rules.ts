import type { EmailSegmentOperator, EmailSegmentRuleField } from '../api/email-types';

/** What kind of value a rule field compares, which decides its operators and its input. */
export type RuleValueKind = 'text' | 'number' | 'date' | 'boolean' | 'status' | 'frequency' | 'list' | 'role';

export interface RuleFieldDefinition {
  label: string;
  kind: RuleValueKind;
  group: 'Subscriber' | 'Engagement' | 'Account';
}

/** Every field of the contract's `EmailSegmentRule.field`, in the order the picker shows them. */
export const RULE_FIELDS: Readonly<Record<EmailSegmentRuleField, RuleFieldDefinition>> = {
  email: { label: 'Email', kind: 'text', group: 'Subscriber' },
  firstName: { label: 'First name', kind: 'text', group: 'Subscriber' },
  lastName: { label: 'Last name', kind: 'text', group: 'Subscriber' },
  status: { label: 'Subscription status', kind: 'status', group: 'Subscriber' },
  list: { label: 'List', kind: 'list', group: 'Subscriber' },
  frequency: { label: 'Email frequency', kind: 'frequency', group: 'Subscriber' },
  subscribedAt: { label: 'Subscribed', kind: 'date', group: 'Subscriber' },
  lastOpenAt: { label: 'Last opened an email', kind: 'date', group: 'Engagement' },
  lastClickAt: { label: 'Last clicked a link', kind: 'date', group: 'Engagement' },
  openCount: { label: 'Emails opened', kind: 'number', group: 'Engagement' },
  clickCount: { label: 'Links clicked', kind: 'number', group: 'Engagement' },
  userRole: { label: 'Account role', kind: 'role', group: 'Account' },
  isDistributed: { label: 'Distributes releases', kind: 'boolean', group: 'Account' },
  hasVerifiedIntegration: { label: 'Verified on a platform', kind: 'boolean', group: 'Account' },
  emailVerified: { label: 'Email verified', kind: 'boolean', group: 'Account' },
  signedUpAt: { label: 'Signed up', kind: 'date', group: 'Account' },
  lastActiveAt: { label: 'Last active', kind: 'date', group: 'Account' },
  hasReleases: { label: 'Has releases', kind: 'boolean', group: 'Account' },
};

export const RULE_FIELD_NAMES = Object.keys(RULE_FIELDS) as EmailSegmentRuleField[];

/** The operators that fit each kind of value (the server refuses others with 422). */
export const OPERATORS_BY_KIND: Readonly<Record<RuleValueKind, readonly EmailSegmentOperator[]>> = {
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'ends_with', 'is_set', 'is_not_set'],
  number: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte'],
  date: ['within_last_days', 'before', 'after', 'is_set', 'is_not_set'],
  boolean: ['equals'],
  status: ['equals', 'not_equals'],
  frequency: ['equals', 'not_equals'],
  list: ['in', 'not_in'],
  role: ['equals', 'not_equals'],
};

export const OPERATOR_LABELS: Readonly<Record<EmailSegmentOperator, string>> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
  in: 'is in any of',
  not_in: 'is in none of',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  before: 'is before',
  after: 'is after',
  within_last_days: 'is within the last (days)',
  is_set: 'is known',
  is_not_set: 'is not known',
};

/** Operators compared with nothing (the rule has no value). */
export const VALUELESS_OPERATORS: readonly EmailSegmentOperator[] = ['is_set', 'is_not_set'];

/**
 * Account roles for `userRole`: a regular account is an artist (the roles of invitations,
 * `InviteeRole`).
 */
export const SEGMENT_ROLES = ['ARTIST', 'INVESTOR', 'ADMIN'] as const;

export const SEGMENT_ROLE_LABELS: Readonly<Record<(typeof SEGMENT_ROLES)[number], string>> = {
  ARTIST: 'Artist',
  INVESTOR: 'Investor',
  ADMIN: 'Admin',
};

