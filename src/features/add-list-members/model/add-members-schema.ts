import { formatCount } from '@/shared/lib/money';
import { z } from '@/shared/lib/zod';
import { MAX_MEMBERS_AT_ONCE, parseEmails } from '../lib/parse-emails';

export const ADD_MEMBERS_TEXTS = {
  none: 'Paste at least one email address',
  invalid: (invalid: readonly string[]) => `Not email addresses: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}`,
  tooMany: `At most ${formatCount(MAX_MEMBERS_AT_ONCE)} addresses at once`,
} as const;

/** The Add members form: the pasted text becomes the addresses to add, all valid and not too many. */
export const addMembersSchema = z.object({
  emails: z
    .string()
    .optional()
    .transform((text, context) => {
      const { valid, invalid } = parseEmails(text ?? '');
      const problem =
        valid.length === 0 && invalid.length === 0
          ? ADD_MEMBERS_TEXTS.none
          : invalid.length > 0
            ? ADD_MEMBERS_TEXTS.invalid(invalid)
            : valid.length > MAX_MEMBERS_AT_ONCE
              ? ADD_MEMBERS_TEXTS.tooMany
              : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
      return valid;
    }),
  resubscribe: z.boolean().optional(),
});
