import { z } from '@/shared/lib/zod';

/** The list form (the contract's `EmailListInput`). */
export const emailListSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
  visibleInPreferences: z.boolean().optional(),
});
