import { createEffect, type EventCallable, scopeBind } from 'effector';
import type { ResumableUpload, UploadProgress } from '@/shared/api';

type StartUpload<Answer> = (file: File, options: { onProgress: (progress: UploadProgress) => void }) => ResumableUpload<Answer>;

/**
 * The effects of one resumable upload slot (the wizard's cover, its audio): `uploadFx` starts an
 * upload (cancelling the slot's last one) and resolves with its answer, reporting progress to
 * `progressed`; pause, resume and cancel act on the slot's current upload.
 */
export function resumableUploadEffects<Answer>(start: StartUpload<Answer>, progressed: EventCallable<UploadProgress>) {
  let current: ResumableUpload<Answer> | null = null;
  const uploadFx = createEffect(async (file: File) => {
    const onProgress = scopeBind(progressed, { safe: true });
    current?.cancel();
    current = start(file, { onProgress });
    return current.result;
  });
  return {
    uploadFx,
    cancelFx: createEffect(() => current?.cancel()),
    pauseFx: createEffect(() => current?.pause()),
    resumeFx: createEffect(() => current?.resume()),
  };
}
