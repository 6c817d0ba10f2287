import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from './update-profile-schema';

describe('profile form', () => {
  it('refuses names with line breaks or control characters, with the contract messages', () => {
    const result = updateProfileSchema.safeParse({ firstName: 'Noor\r\nSecurity Team', lastName: 'Had\u0007dad', displayName: 'DJ\tNoor' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'First name cannot contain line breaks or control characters'],
      ['lastName', 'Last name cannot contain line breaks or control characters'],
      ['displayName', 'Display name cannot contain line breaks or control characters'],
    ]);
  });

  it('accepts one-line names in any script', () => {
    expect(updateProfileSchema.safeParse({ firstName: 'Zoë', lastName: "O'Brien 漢字", displayName: 'DJ 😀' }).success).toBe(true);
  });
});
