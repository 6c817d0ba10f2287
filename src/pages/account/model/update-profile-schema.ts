import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';

export const UPDATE_PROFILE_MESSAGES = {
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  tooLong: 'At most 100 characters',
  phoneInvalid: 'Enter a valid phone number, e.g. +1 415 555 0100',
} as const;

/** The contract's `UserProfileUpdate.phoneNumber` pattern. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,19}$/;

const name = (required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, UPDATE_PROFILE_MESSAGES.tooLong).regex(ONE_LINE, oneLineMessage(label));

/** Profile form (contract `PATCH /user/profile`): names required, display name and phone optional. */
export const updateProfileSchema = z.object({
  firstName: name(UPDATE_PROFILE_MESSAGES.firstNameRequired, 'First name'),
  lastName: name(UPDATE_PROFILE_MESSAGES.lastNameRequired, 'Last name'),
  displayName: z.string().trim().max(100, UPDATE_PROFILE_MESSAGES.tooLong).regex(ONE_LINE, oneLineMessage('Display name')).optional(),
  phoneNumber: z.string().trim().regex(PHONE_PATTERN, UPDATE_PROFILE_MESSAGES.phoneInvalid).optional(),
});

export type UpdateProfileValues = z.infer<typeof updateProfileSchema>;
