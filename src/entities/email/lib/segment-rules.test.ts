import { describe, expect, it } from 'vitest';
import { RULE_FIELD_NAMES } from '../config/segment-rules';
import { isRuleComplete, operatorsFor, ruleFor, withOperator } from './segment-rules';

describe('segment rules', () => {
  it('offers only operators that fit each field', () => {
    expect(operatorsFor('email')).toContain('contains');
    expect(operatorsFor('openCount')).not.toContain('contains');
    expect(operatorsFor('signedUpAt')).toContain('within_last_days');
    expect(operatorsFor('hasReleases')).toEqual(['equals']);
    expect(operatorsFor('list')).toEqual(['in', 'not_in']);
    for (const field of RULE_FIELD_NAMES) expect(operatorsFor(field).length).toBeGreaterThan(0);
  });

  it('starts a rule with a value of the right kind', () => {
    expect(ruleFor('userRole')).toEqual({ field: 'userRole', operator: 'equals', value: 'ARTIST' });
    expect(ruleFor('emailVerified')).toEqual({ field: 'emailVerified', operator: 'equals', value: true });
    expect(ruleFor('list')).toEqual({ field: 'list', operator: 'in', value: [] });
    expect(ruleFor('signedUpAt')).toEqual({ field: 'signedUpAt', operator: 'within_last_days', value: 30 });
  });

  it('drops the value when the operator needs none or another kind', () => {
    expect(withOperator({ field: 'signedUpAt', operator: 'within_last_days', value: 30 }, 'is_set')).toEqual({ field: 'signedUpAt', operator: 'is_set' });
    expect(withOperator({ field: 'signedUpAt', operator: 'within_last_days', value: 30 }, 'before')).toEqual({ field: 'signedUpAt', operator: 'before' });
    expect(withOperator({ field: 'email', operator: 'contains', value: 'demo' }, 'ends_with')).toEqual({ field: 'email', operator: 'ends_with', value: 'demo' });
  });

  it('counts a rule only once it has its value', () => {
    expect(isRuleComplete({ field: 'email', operator: 'contains' })).toBe(false);
    expect(isRuleComplete({ field: 'email', operator: 'contains', value: ' ' })).toBe(false);
    expect(isRuleComplete({ field: 'list', operator: 'in', value: [] })).toBe(false);
    expect(isRuleComplete({ field: 'email', operator: 'is_set' })).toBe(true);
    expect(isRuleComplete({ field: 'hasReleases', operator: 'equals', value: false })).toBe(true);
  });
});
