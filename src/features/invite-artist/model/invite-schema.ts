import { inviteeFields } from '@/entities/invite';
import { z } from '@/shared/lib/zod';

/** Spec 2 §5 "Invite": the email is labelled required; no other checks are shown. */
export const inviteDetailsSchema = z.object(inviteeFields({ emailMax: 320, phone: z.string().trim().max(32).optional() }));

/** Spec 2 §8 texts. */
export const INVITE_TEXTS = {
  selectArtist: 'Please select an artist',
  failed: 'Something went wrong',
  emailSent: 'We sent them an email with a registration link.',
} as const;
