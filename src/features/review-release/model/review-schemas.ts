import { isValidUpc } from '@/entities/release';
import { z } from '@/shared/lib/zod';

export const REVIEW_REASON_MAX = 2000;
export const REJECT_REASON_REQUIRED = 'Enter the reason: the owner needs it to fix the release.';
export const UPC_FORMAT_MESSAGE = 'A UPC has 12 digits, an EAN 13.';
export const UPC_CHECK_MESSAGE = 'This code’s last digit is not its GS1 check digit: check it for a typing mistake.';

const reasonText = z.string().trim().max(REVIEW_REASON_MAX, `Keep it under ${REVIEW_REASON_MAX} characters.`);

/** Approve and back to pending: the note is optional. */
export const optionalReasonSchema = z.object({ reason: reasonText.optional() });

/** Reject: the owner must learn what to fix. */
export const rejectReasonSchema = z.object({
  reason: z.string({ error: REJECT_REASON_REQUIRED }).trim().min(1, REJECT_REASON_REQUIRED).max(REVIEW_REASON_MAX, `Keep it under ${REVIEW_REASON_MAX} characters.`),
});

/** Assign a UPC: empty takes the next code of the range; a typed one must be a UPC or EAN with its check digit. */
export const upcSchema = z.object({
  upc: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,13}$/, UPC_FORMAT_MESSAGE).refine(isValidUpc, UPC_CHECK_MESSAGE))
    .optional(),
});
