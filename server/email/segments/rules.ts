import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { likePattern, type SqlParams, SUBSCRIBER_STATUS } from '../sql.js';

export type SegmentRule = components['schemas']['EmailSegmentRule'];
export type SegmentMatch = 'all' | 'any';
type Field = SegmentRule['field'];
type Operator = SegmentRule['operator'];

export const SEGMENT_MESSAGES = {
  operator: (index: number, operator: string, field: string) => `Rule ${index}: the operator "${operator}" does not fit the field "${field}".`,
  value: (index: number, field: string, needs: string) => `Rule ${index}: the field "${field}" needs ${needs}.`,
  option: (index: number, field: string, value: string) => `Rule ${index}: "${value}" is not a value of the field "${field}".`,
  nameTaken: 'A segment with this name already exists.',
  notFound: 'Email segment not found.',
  inUse: 'This segment is the audience of a scheduled or sending campaign.',
} as const;

type Kind = 'text' | 'option' | 'date' | 'number' | 'boolean' | 'list' | 'role';

const OPERATORS: Record<Kind, Operator[]> = {
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'ends_with', 'in', 'not_in', 'is_set', 'is_not_set'],
  option: ['equals', 'not_equals', 'in', 'not_in'],
  role: ['equals', 'not_equals', 'in', 'not_in'],
  list: ['equals', 'not_equals', 'in', 'not_in'],
  date: ['before', 'after', 'within_last_days', 'is_set', 'is_not_set'],
  number: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte'],
  boolean: ['equals', 'not_equals'],
};

const eventStat = (aggregate: 'max(e.at)' | 'count(*)', type: 'opened' | 'clicked') =>
  `(select ${aggregate} from email_events e where e.subscriber_id = s.id and e.type = '${type}')`;

// Subscriber `s`, its account `u` (left joined: addresses without an account have nulls there).
const FIELDS: Record<Field, { kind: Kind; sql: string; options?: string[] }> = {
  email: { kind: 'text', sql: 's.email' },
  firstName: { kind: 'text', sql: 's.first_name' },
  lastName: { kind: 'text', sql: 's.last_name' },
  status: { kind: 'option', sql: SUBSCRIBER_STATUS, options: ['subscribed', 'unsubscribed', 'bounced', 'complained'] },
  frequency: { kind: 'option', sql: 's.frequency', options: ['immediate', 'weekly', 'monthly'] },
  list: { kind: 'list', sql: '' },
  subscribedAt: { kind: 'date', sql: 's.created_at' },
  lastOpenAt: { kind: 'date', sql: eventStat('max(e.at)', 'opened') },
  lastClickAt: { kind: 'date', sql: eventStat('max(e.at)', 'clicked') },
  openCount: { kind: 'number', sql: eventStat('count(*)', 'opened') },
  clickCount: { kind: 'number', sql: eventStat('count(*)', 'clicked') },
  userRole: { kind: 'role', sql: '', options: ['ARTIST', 'INVESTOR', 'ADMIN'] },
  isDistributed: { kind: 'boolean', sql: 'coalesce(u.is_distributed, false)' },
  hasVerifiedIntegration: {
    kind: 'boolean',
    sql: `exists (select 1 from user_artists ua, jsonb_each(ua.verified) flag where ua.user_id = u.id and flag.value = 'true'::jsonb)`,
  },
  emailVerified: { kind: 'boolean', sql: '(u.email_verified_at is not null)' },
  signedUpAt: { kind: 'date', sql: 'u.created_at' },
  lastActiveAt: { kind: 'date', sql: 'u.last_login_at' },
  hasReleases: { kind: 'boolean', sql: 'exists (select 1 from releases r where r.owner_id = u.id)' },
};

const ROLE_SQL: Record<string, string> = {
  ADMIN: `coalesce('ADMIN' = any(u.roles), false)`,
  INVESTOR: `coalesce('INVESTOR' = any(u.roles), false)`,
  // as posts address them: accounts that are neither admins nor investors
  ARTIST: `(u.id is not null and not (u.roles && array['ADMIN', 'INVESTOR']::text[]))`,
};

function valuesOf(rule: SegmentRule, index: number): string[] {
  const { value } = rule;
  if (typeof value === 'string' && value !== '') return [value];
  if (Array.isArray(value) && value.length > 0) return value;
  throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'a value or a list of values'));
}

function compileRule(rule: SegmentRule, index: number, params: SqlParams): string {
  const field = FIELDS[rule.field];
  const { operator } = rule;
  if (!OPERATORS[field.kind].includes(operator)) throw new HttpError(422, SEGMENT_MESSAGES.operator(index, operator, rule.field));
  const negated = operator === 'not_equals' || operator === 'not_in' || operator === 'not_contains';
  switch (field.kind) {
    case 'text': {
      if (operator === 'is_set') return `coalesce(${field.sql}, '') <> ''`;
      if (operator === 'is_not_set') return `coalesce(${field.sql}, '') = ''`;
      const column = `lower(coalesce(${field.sql}, ''))`;
      if (operator === 'in' || operator === 'not_in') {
        const list = params.add(valuesOf(rule, index).map((value) => value.toLowerCase()));
        return `${negated ? 'not ' : ''}(${column} = any(${list}::text[]))`;
      }
      if (typeof rule.value !== 'string') throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'a text value'));
      const text = rule.value;
      if (operator === 'equals' || operator === 'not_equals') return `${column} ${negated ? '<>' : '='} ${params.add(text.toLowerCase())}`;
      const pattern =
        operator === 'starts_with' ? likePattern(text, { prefix: false }) : operator === 'ends_with' ? likePattern(text, { suffix: false }) : likePattern(text);
      return `${column} ${negated ? 'not like' : 'like'} ${params.add(pattern)}`;
    }
    case 'option':
    case 'role': {
      const values = valuesOf(rule, index);
      if ((operator === 'equals' || operator === 'not_equals') && values.length !== 1) {
        throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'one value'));
      }
      const unknown = values.find((value) => !field.options!.includes(value));
      if (unknown !== undefined) throw new HttpError(422, SEGMENT_MESSAGES.option(index, rule.field, unknown));
      const matches =
        field.kind === 'role' ? `(${values.map((value) => ROLE_SQL[value]).join(' or ')})` : `(${field.sql} = any(${params.add(values)}::text[]))`;
      return negated ? `not ${matches}` : matches;
    }
    case 'list': {
      const values = valuesOf(rule, index);
      const member = `exists (select 1 from email_list_members m where m.subscriber_id = s.id and m.subscribed and m.list_id = any(${params.add(values)}::text[]))`;
      return negated ? `not ${member}` : member;
    }
    case 'date': {
      if (operator === 'is_set') return `${field.sql} is not null`;
      if (operator === 'is_not_set') return `${field.sql} is null`;
      if (operator === 'within_last_days') {
        if (typeof rule.value !== 'number' || rule.value < 0 || rule.value > 36_500) {
          throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'a number of days between 0 and 36500'));
        }
        return `${field.sql} >= now() - ${params.add(rule.value)}::double precision * interval '1 day'`;
      }
      if (typeof rule.value !== 'string' || Number.isNaN(Date.parse(rule.value))) {
        throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'a date-time'));
      }
      return `${field.sql} ${operator === 'before' ? '<' : '>'} ${params.add(new Date(rule.value).toISOString())}::timestamptz`;
    }
    case 'number': {
      if (typeof rule.value !== 'number') throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'a number'));
      const comparison = { equals: '=', not_equals: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[operator as 'equals'];
      return `${field.sql} ${comparison} ${params.add(rule.value)}::double precision`;
    }
    case 'boolean': {
      if (typeof rule.value !== 'boolean') throw new HttpError(422, SEGMENT_MESSAGES.value(index, rule.field, 'true or false'));
      const wanted = operator === 'equals' ? rule.value : !rule.value;
      // account fields: an address without an account matches neither true nor false
      return `(u.id is not null and coalesce(${field.sql}, false) = ${wanted ? 'true' : 'false'})`;
    }
  }
}

/**
 * The rules as one SQL condition over subscriber `s` left-joined to its account `u`, values as
 * parameters added to `params`. No rules match everyone. Throws 422 for a rule that does not fit.
 */
export function compileRules(rules: SegmentRule[], match: SegmentMatch, params: SqlParams): string {
  if (rules.length === 0) return 'true';
  const parts = rules.map((rule, index) => `(${compileRule(rule, index + 1, params)})`);
  return `(${parts.join(match === 'any' ? ' or ' : ' and ')})`;
}
