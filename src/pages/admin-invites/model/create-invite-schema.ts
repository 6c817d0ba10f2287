import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';
import { INVITEE_ROLES } from '../config/labels';

/** The contract's phone pattern (`AdminInviteCreate.inviteePhoneNumber`). */
const PHONE = /^\+?[0-9][0-9 ()./-]{5,19}$/;
export const INVITE_DEFAULT_DAYS = 14;
export const INVITE_MAX_DAYS = 90;

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();
const optionalName = (label: string) => z.string().trim().max(100, `${label} must be at most 100 characters`).regex(ONE_LINE, oneLineMessage(label)).optional();

/** The admin's invitation form; the invited artist is picked apart, with the autocomplete. */
export const createInviteSchema = z.object({
  inviteeEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
  inviteeFirstName: optionalName('First name'),
  inviteeLastName: optionalName('Last name'),
  inviteePhoneNumber: z.string().trim().regex(PHONE, 'Enter a phone number of 6 to 20 digits, spaces or ( ) . / -').optional(),
  inviteeRole: z.enum(INVITEE_ROLES, { error: 'Choose a role' }),
  expiresInDays: z
    .number({ error: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(1, `Between 1 and ${INVITE_MAX_DAYS} days`)
    .max(INVITE_MAX_DAYS, `Between 1 and ${INVITE_MAX_DAYS} days`),
  sendEmail: z.boolean().optional(),
  message: optionalText(1000, 'The note must be at most 1,000 characters'),
});

