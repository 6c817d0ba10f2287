import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';

/** The server's rule (POST /user/artists): 1–100 characters once trimmed. */
const ARTIST_NAME_MAX = 100;

export const artistProfileSchema = z.object({
  name: z
    .string({ error: 'Enter the artist name.' })
    .trim()
    .min(1, 'Enter the artist name.')
    .max(ARTIST_NAME_MAX, `At most ${ARTIST_NAME_MAX} characters.`)
    .regex(ONE_LINE, oneLineMessage('Artist name')),
});

/** The profile to create: the form's name and the photo picked beside it (checked on picking). */
export type ArtistProfileInput = z.infer<typeof artistProfileSchema> & { photo: File | null };
