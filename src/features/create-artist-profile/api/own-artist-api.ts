import { apiClient, unwrap, type components } from '@/shared/api';

type User = components['schemas']['User'];

/** `POST /user/artists`: the caller's own artist profile (no platform profile yet), on the roster. */
export const createOwnArtist = (name: string) => unwrap(apiClient.POST('/user/artists', { body: { name } }));

/** `POST /user/artists/{artistId}/photo` as multipart/form-data with the file in the `photo` part. */
export const uploadOwnArtistPhoto = (artistId: string, photo: File): Promise<User> =>
  unwrap(
    apiClient.POST('/user/artists/{artistId}/photo', {
      params: { path: { artistId } },
      // The generated body type says string (binary); the part is the File itself.
      body: { photo: photo as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('photo', photo, photo.name);
        return form;
      },
    }),
  );
