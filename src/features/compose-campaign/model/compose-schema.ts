import type { EmailCampaign, EmailCampaignInput } from '@/entities/email';
import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';
import { scheduleProblem } from '../lib/schedule';

export const COMPOSE_INTENTS = ['save', 'test', 'send', 'schedule'] as const;
export type ComposeIntent = (typeof COMPOSE_INTENTS)[number];

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();
const email = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(254, 'Email must be at most 254 characters').pipe(z.email({ error: 'Enter a valid email address' }));

/**
 * The campaign form. Saving a draft needs only a name; sending (now or later) also needs a
 * subject, content and an audience, as the server does (422); a test needs an address; a schedule
 * a time at least 5 minutes ahead.
 */
export const composeSchema = z
  .object({
    intent: z.enum(COMPOSE_INTENTS).optional(),
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
    subject: optionalText(200, 'Subject must be at most 200 characters'),
    previewText: optionalText(200, 'Preview text must be at most 200 characters'),
    fromName: z.string().trim().max(100, 'Sender name must be at most 100 characters').regex(ONE_LINE, oneLineMessage('Sender name')).optional(),
    replyTo: email('Enter a valid email address').optional(),
    content: optionalText(500_000, 'Content must be at most 500,000 characters'),
    listIds: z.array(z.string()).optional(),
    segmentId: z.string().optional(),
    testEmail: z.string().optional(),
    scheduledAt: z.string().optional(),
  })
  .superRefine((values, context) => {
    const intent = values.intent ?? 'save';
    if (intent === 'test') {
      const parsed = email('Enter the address for the test').safeParse(values.testEmail ?? '');
      if (!parsed.success) context.addIssue({ code: 'custom', path: ['testEmail'], message: parsed.error.issues[0]?.message ?? 'Enter a valid email address' });
    }
    if (intent === 'send' || intent === 'schedule') {
      if (!values.subject) context.addIssue({ code: 'custom', path: ['subject'], message: 'Add a subject before sending' });
      if (!values.content) context.addIssue({ code: 'custom', path: ['content'], message: 'Write the content before sending' });
      if ((values.listIds ?? []).length === 0 && !values.segmentId) {
        context.addIssue({ code: 'custom', path: ['listIds'], message: 'Choose at least one list or a segment' });
      }
    }
    if (intent === 'schedule') {
      const problem = scheduleProblem(values.scheduledAt);
      if (problem) context.addIssue({ code: 'custom', path: ['scheduledAt'], message: problem });
    }
  });

export type ComposeValues = z.infer<typeof composeSchema>;

/** The form's values as the contract's `EmailCampaignInput` (PUT replaces: blanks are cleared). */
export function toCampaignInput(values: ComposeValues): EmailCampaignInput {
  return {
    name: values.name,
    subject: values.subject ?? null,
    previewText: values.previewText ?? null,
    fromName: values.fromName ?? null,
    replyTo: values.replyTo ?? null,
    contentFormat: 'markdown',
    content: values.content ?? null,
    listIds: [...new Set(values.listIds ?? [])],
    segmentId: values.segmentId ?? null,
  };
}

/** A campaign as the form's starting values. */
export function composeDefaults(campaign: EmailCampaign | null) {
  return {
    name: campaign?.name ?? '',
    subject: campaign?.subject ?? '',
    previewText: campaign?.previewText ?? '',
    fromName: campaign?.fromName ?? '',
    replyTo: campaign?.replyTo ?? '',
  };
}
