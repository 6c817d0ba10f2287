import { z } from '@/shared/lib/zod';
import { ADMIN_STATUS_CHOICES } from '../config/distribution-list';

export const REASON_MAX = 2000;

export const BULK_FORM_TEXTS = {
  chooseStatus: 'Choose the new status.',
  reasonNeeded: 'Say why: the owner reads it to fix the release.',
  reasonTooLong: `The reason must be at most ${REASON_MAX.toLocaleString('en-US')} characters.`,
  chooseCode: 'Choose UPCs, ISRCs or both.',
} as const;

/** Change status: a rejection needs its reason (it becomes the owner's review note). */
export const changeStatusSchema = z
  .object({
    status: z.enum(ADMIN_STATUS_CHOICES, { error: BULK_FORM_TEXTS.chooseStatus }),
    reason: z.string().trim().max(REASON_MAX, BULK_FORM_TEXTS.reasonTooLong).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'REJECTED' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: BULK_FORM_TEXTS.reasonNeeded });
    }
  });

/** Assign codes: UPCs, ISRCs or both. */
export const assignCodesSchema = z
  .object({ assignUPCs: z.boolean().optional(), assignISRCs: z.boolean().optional() })
  .superRefine((value, context) => {
    if (!value.assignUPCs && !value.assignISRCs) context.addIssue({ code: 'custom', path: ['assignUPCs'], message: BULK_FORM_TEXTS.chooseCode });
  });
