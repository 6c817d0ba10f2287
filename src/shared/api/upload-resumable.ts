import type { UploadProgress } from './upload';
import type { PendingUpload, ResumableAnswers, ResumableKind, ResumableUpload } from './upload-resumable-types';

export type { PendingUpload, ResumableUpload } from './upload-resumable-types';

// The tus client and everything around it load with the first upload, never in the first load.
const loadTus = () => import('./upload-resumable-tus');

/** An upload with tus (see `upload-resumable-tus.ts`), audio unless `kind` says cover: its handle at once, the client loading meanwhile. */
export function startResumableUpload<Kind extends ResumableKind = 'audio'>(
  file: File,
  options: { kind?: Kind; onProgress?: (progress: UploadProgress) => void } = {},
): ResumableUpload<ResumableAnswers[Kind]> {
  const started = loadTus().then((module) => module.startResumableUpload<Kind>(file, options));
  const later = (act: (upload: ResumableUpload<ResumableAnswers[Kind]>) => void) => void started.then(act, () => undefined);
  return {
    result: started.then((upload) => upload.result),
    pause: () => later((upload) => upload.pause()),
    resume: () => later((upload) => upload.resume()),
    cancel: () => later((upload) => upload.cancel()),
  };
}

/** Audio uploads this browser started and did not finish within the last day (the newest first). */
export const findPendingUploads = async (): Promise<PendingUpload[]> => (await loadTus()).findPendingUploads();

/** Forgets a pending upload in this browser (the server removes its bytes after a day). */
export const forgetPendingUpload = async (key: string): Promise<void> => (await loadTus()).forgetPendingUpload(key);
