import type { components } from './generated/openapi';

type AudioUpload = components['schemas']['AudioUpload'];

export interface ResumableUpload<Answer = AudioUpload> {
  /** The stored audio (what `uploadAudio` answers), or an `ApiError` (canceled when cancelled). */
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
