import { describe, expect, it } from 'vitest';
import { CHOOSE_LIST, sendPostEmailsSchema } from './send-post-emails-schema';

describe('email this post form', () => {
  it('sends to the audience, or to at least one chosen list', () => {
    expect(sendPostEmailsSchema.safeParse({ target: 'audience' }).data).toEqual({ target: 'audience' });
    expect(sendPostEmailsSchema.safeParse({ target: 'lists', listIds: ['a'] }).data).toEqual({ target: 'lists', listIds: ['a'] });
    expect(sendPostEmailsSchema.safeParse({ target: 'lists', listIds: [] }).error?.issues.map((issue) => issue.message)).toEqual([CHOOSE_LIST]);
    expect(sendPostEmailsSchema.safeParse({ target: 'lists' }).error?.issues.map((issue) => issue.message)).toEqual([CHOOSE_LIST]);
  });
});
