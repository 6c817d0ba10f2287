import type { components } from './generated/openapi';

/** What a completed upload answers, by its kind (completeUpload). */
export interface ResumableAnswers {
  audio: components['schemas']['AudioUpload'];
  cover: components['schemas']['CoverUpload'];
}
export type ResumableKind = keyof ResumableAnswers;

export interface ResumableUpload<Answer = ResumableAnswers['audio']> {
  /** What the completion answers (audio: the stored file; a cover: its check and id), or an `ApiError` (canceled when cancelled). */
  result: Promise<Answer>;
  /** Stops sending; what the server has stays, `resume` continues from there. */
  pause(): void;
  resume(): void;
  /** Stops and removes the upload on the server. */
  cancel(): void;
}

export interface PendingUpload {
  fileName: string;
  size: number;
  /** Where the browser keeps the upload's URL (tus-js-client's localStorage). */
  key: string;
}
