import { useMutation } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { userReceived } from '@/entities/session';
import { apiClient, unwrap, type components } from '@/shared/api';

type User = components['schemas']['User'];

/** `POST /user/photo` as multipart/form-data with the file in the `photo` part. */
export const uploadPhoto = (photo: File): Promise<User> =>
  unwrap(
    apiClient.POST('/user/photo', {
      // The generated body type says string (binary); the part is the File itself.
      body: { photo: photo as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('photo', photo, photo.name);
        return form;
      },
    }),
  );

/** Uploads the photo; the answer replaces the signed-in user in the session (avatar everywhere). */
export function useUploadPhotoMutation() {
  const receiveUser = useUnit(userReceived);
  return useMutation({
    mutationKey: ['user', 'photo', 'upload'],
    mutationFn: uploadPhoto,
    onSuccess: (user) => receiveUser(user),
  });
}
