import { z } from '@/shared/lib/zod';

/** Spec 2 §5: the platform login submits only when both fields hold something. */
export const platformLoginSchema = z.object({
  username: z.string({ error: 'Enter your username' }).trim().min(1, 'Enter your username'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
});
