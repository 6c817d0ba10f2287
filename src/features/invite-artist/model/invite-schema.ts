import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';

/** Spec 2 §5 "Invite": the email is labelled required; no other checks are shown. */
export const inviteDetailsSchema = z.object({
  inviteeEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
  inviteeFirstName: z.string().trim().max(100).regex(ONE_LINE, oneLineMessage('First name')).optional(),
  inviteeLastName: z.string().trim().max(100).regex(ONE_LINE, oneLineMessage('Last name')).optional(),
  inviteePhoneNumber: z.string().trim().max(32).optional(),
});


/** Spec 2 §8 texts. */
export const INVITE_TEXTS = {
  selectArtist: 'Please select an artist',
  failed: 'Something went wrong',
  emailSent: 'We sent them an email with a registration link.',
} as const;
