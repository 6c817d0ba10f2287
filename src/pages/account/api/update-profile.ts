import { useMutation } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { userReceived } from '@/entities/session';
import { apiClient, unwrap, type components } from '@/shared/api';
import type { UpdateProfileValues } from '../model/update-profile-schema';

export type UserProfileUpdate = components['schemas']['UserProfileUpdate'];
type User = components['schemas']['User'];

/**
 * Form values → request body: an empty display name clears it (`null`); an empty phone number
 * leaves the stored one unchanged.
 */
export function toProfileUpdate(values: UpdateProfileValues): UserProfileUpdate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    displayName: values.displayName ? values.displayName : null,
    ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
  };
}

export const updateProfile = (body: UserProfileUpdate): Promise<User> =>
  unwrap(apiClient.PATCH('/user/profile', { body }));

/** `PATCH /user/profile`; the answer replaces the signed-in user in the session. */
export function useUpdateProfileMutation() {
  const receiveUser = useUnit(userReceived);
  return useMutation({
    mutationKey: ['user', 'profile', 'update'],
    mutationFn: (values: UpdateProfileValues) => updateProfile(toProfileUpdate(values)),
    onSuccess: (user) => receiveUser(user),
  });
}
