import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';

/** The invitee's email, required (its longest length is each contract's: 320 for an artist's invite, 254 for the admin's). */
export const inviteeEmail = (max: number) =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(max, `Email must be at most ${max} characters`)
    .pipe(z.email({ error: 'Email must be a valid email address' }));

/** A first or last name: optional, one line, at most 100 characters (as both contracts say). */
export const inviteeName = (label: string) =>
  z.string().trim().max(100, `${label} must be at most 100 characters`).regex(ONE_LINE, oneLineMessage(label)).optional();

/** The invitee fields both invitation forms share; the phone's rule is each contract's. */
export const inviteeFields = <Phone extends z.ZodType>({ emailMax, phone }: { emailMax: number; phone: Phone }) => ({
  inviteeEmail: inviteeEmail(emailMax),
  inviteeFirstName: inviteeName('First name'),
  inviteeLastName: inviteeName('Last name'),
  inviteePhoneNumber: phone,
});
