import { INVITEE_ROLES, inviteeFields } from '@/entities/invite';
import { z } from '@/shared/lib/zod';

/** The contract's phone pattern (`AdminInviteCreate.inviteePhoneNumber`). */
const PHONE = /^\+?[0-9][0-9 ()./-]{5,19}$/;
export const INVITE_DEFAULT_DAYS = 14;
export const INVITE_MAX_DAYS = 90;

/** The admin's invitation form; the invited artist is picked apart, with the autocomplete. */
export const createInviteSchema = z.object({
  ...inviteeFields({
    emailMax: 254,
    phone: z.string().trim().regex(PHONE, 'Enter a phone number of 6 to 20 digits, spaces or ( ) . / -').optional(),
  }),
  inviteeRole: z.enum(INVITEE_ROLES, { error: 'Choose a role' }),
  expiresInDays: z
    .number({ error: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(1, `Between 1 and ${INVITE_MAX_DAYS} days`)
    .max(INVITE_MAX_DAYS, `Between 1 and ${INVITE_MAX_DAYS} days`),
  sendEmail: z.boolean().optional(),
  message: z.string().trim().max(1000, 'The note must be at most 1,000 characters').optional(),
});
