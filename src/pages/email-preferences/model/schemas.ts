import { z } from '@/shared/lib/zod';

export const EMAIL_FREQUENCIES = ['immediate', 'weekly', 'monthly'] as const;

export const FREQUENCY_LABELS: Record<(typeof EMAIL_FREQUENCIES)[number], string> = {
  immediate: 'As they are sent',
  weekly: 'At most once a week',
  monthly: 'At most once a month',
};

export const unsubscribeRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
});

export const preferencesSchema = z.object({
  frequency: z.enum(EMAIL_FREQUENCIES, { error: 'Choose how often we may email you' }),
  /** The ids of the checked lists (none checked: the field is missing). */
  lists: z.array(z.string()).default([]),
});
export type PreferencesValues = z.infer<typeof preferencesSchema>;
