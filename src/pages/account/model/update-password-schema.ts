import { z } from '@/shared/lib/zod';

export const PASSWORD_MIN_LENGTH = 8;

export const UPDATE_PASSWORD_MESSAGES = {
  oldRequired: 'Current password is required',
  newRequired: 'New password is required',
  tooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm the new password',
  mismatch: 'Passwords must match',
} as const;

const fields = z.object({
  oldPassword: z.string({ error: UPDATE_PASSWORD_MESSAGES.oldRequired }),
  newPassword: z
    .string({ error: UPDATE_PASSWORD_MESSAGES.newRequired })
    .min(PASSWORD_MIN_LENGTH, UPDATE_PASSWORD_MESSAGES.tooShort),
  confirmNewPassword: z.string({ error: UPDATE_PASSWORD_MESSAGES.confirmRequired }),
});

/** `POST /auth/update-password` form (spec 1 §7): old, new (≥ 8) and a matching confirmation. */
export const updatePasswordSchema = fields.refine((value) => value.newPassword === value.confirmNewPassword, {
  message: UPDATE_PASSWORD_MESSAGES.mismatch,
  path: ['confirmNewPassword'],
  // Report a mismatch even while another field (e.g. the old password) is still missing.
  when: (payload) =>
    typeof (payload.value as { confirmNewPassword?: unknown }).confirmNewPassword === 'string' &&
    typeof (payload.value as { newPassword?: unknown }).newPassword === 'string',
});

