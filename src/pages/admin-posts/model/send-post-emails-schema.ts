import { z } from '@/shared/lib/zod';

export const CHOOSE_LIST = 'Choose at least one email list.';

/** The Email this post form: the post's audience, or the email lists ticked (at least one). */
export const sendPostEmailsSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('audience') }),
  z.object({ target: z.literal('lists'), listIds: z.array(z.string(), { error: CHOOSE_LIST }).min(1, CHOOSE_LIST) }),
]);

export type SendPostEmailsValues = z.infer<typeof sendPostEmailsSchema>;
