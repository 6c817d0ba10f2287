import { describe, expect, it } from 'vitest';
import { assignCodesSchema, BULK_FORM_TEXTS, changeStatusSchema } from './bulk-forms';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('bulk forms', () => {
  it('needs a reason to reject, and none for the other moves', () => {
    expect(messages(changeStatusSchema.safeParse({ status: 'REJECTED' }))).toEqual([BULK_FORM_TEXTS.reasonNeeded]);
    expect(messages(changeStatusSchema.safeParse({ status: 'REJECTED', reason: '   ' }))).toEqual([BULK_FORM_TEXTS.reasonNeeded]);
    expect(changeStatusSchema.safeParse({ status: 'REJECTED', reason: ' Blurry cover. ' }).data).toEqual({ status: 'REJECTED', reason: 'Blurry cover.' });
    expect(changeStatusSchema.safeParse({ status: 'APPROVED' }).success).toBe(true);
    expect(messages(changeStatusSchema.safeParse({ status: 'ONLINE' }))).toEqual([BULK_FORM_TEXTS.chooseStatus]);
    expect(messages(changeStatusSchema.safeParse({ status: 'PENDING', reason: 'x'.repeat(2001) }))).toEqual([BULK_FORM_TEXTS.reasonTooLong]);
  });

  it('needs UPCs, ISRCs or both', () => {
    expect(messages(assignCodesSchema.safeParse({}))).toEqual([BULK_FORM_TEXTS.chooseCode]);
    expect(assignCodesSchema.safeParse({ assignISRCs: true }).success).toBe(true);
  });
});
