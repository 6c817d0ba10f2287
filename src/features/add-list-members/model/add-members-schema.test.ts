import { describe, expect, it } from 'vitest';
import { ADD_MEMBERS_TEXTS, addMembersSchema } from './add-members-schema';

const messages = (emails: string | undefined) => addMembersSchema.safeParse({ emails }).error?.issues.map((issue) => issue.message) ?? [];

describe('add members form', () => {
  it('takes the pasted addresses, each once', () => {
    expect(addMembersSchema.safeParse({ emails: 'A@example.test\nb@example.test, a@example.test', resubscribe: true }).data).toEqual({
      emails: ['a@example.test', 'b@example.test'],
      resubscribe: true,
    });
  });

  it('needs an address, only addresses, and not too many at once', () => {
    expect(messages(undefined)).toEqual([ADD_MEMBERS_TEXTS.none]);
    expect(messages(' ,\n')).toEqual([ADD_MEMBERS_TEXTS.none]);
    expect(messages('new@example.test, not-an-email')).toEqual(['Not email addresses: not-an-email']);
    expect(messages('a, b, c, d, e, f')).toEqual(['Not email addresses: a, b, c, d, e…']);
    expect(messages(Array.from({ length: 1001 }, (_, index) => `p${index}@example.test`).join('\n'))).toEqual([ADD_MEMBERS_TEXTS.tooMany]);
  });
});
