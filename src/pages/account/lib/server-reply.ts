import type { SubmissionResult } from '@conform-to/react';

type Mapped = { field: string | null; message: string } | null;
type Replying = { reply: (options?: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]> };

/** The server's refusal as the submission's answer: under its field, else as the form's error; none when cancelled. */
export function serverReply(submission: Replying, mapped: Mapped): SubmissionResult<string[]> | undefined {
  if (!mapped) return undefined;
  return submission.reply(mapped.field ? { fieldErrors: { [mapped.field]: [mapped.message] } } : { formErrors: [mapped.message] });
}
