import { describe, expect, it } from 'vitest';
import { editUserSchema, toUserUpdate } from './edit-user-schema';

describe('edit user form', () => {
  it('requires both names and refuses long ones', () => {
    const result = editUserSchema.safeParse({ firstName: ' ', lastName: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'First name is required',
      'Last name must be at most 100 characters',
    ]);
  });

  it('refuses names with line breaks or control characters', () => {
    const result = editUserSchema.safeParse({ firstName: 'Ada\r\nAdmin', lastName: 'Hart', displayName: 'DJ\u2028Ada' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'First name cannot contain line breaks or control characters',
      'Display name cannot contain line breaks or control characters',
    ]);
  });

  it('sends the complete set of roles and clears a blank display name', () => {
    const values = editUserSchema.parse({ firstName: 'Ada', lastName: 'Hart', investor: true, isDistributed: true });
    expect(toUserUpdate(values)).toEqual({
      firstName: 'Ada',
      lastName: 'Hart',
      displayName: null,
      roles: ['INVESTOR'],
      permissions: { isDistributed: true, isLabel: false },
    });
  });
});
