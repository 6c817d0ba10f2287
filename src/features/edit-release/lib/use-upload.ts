import { useState } from 'react';
import type { ResumableUpload, UploadProgress } from '@/shared/api';

type UploadOptions = { signal: AbortSignal; onProgress: (progress: UploadProgress) => void };
type Pause = { paused: boolean; onPause: () => void; onResume: () => void };
type Upload = { label: string; progress: UploadProgress | null; onCancel: () => void; pause?: Pause };

/**
 * One upload at a time with its progress and cancel, in the shape `FilePickField` shows: `run`
 * hands the request its signal and progress callback, and ends the upload however it goes;
 * `runResumable` does the same for a resumable upload, with its pause and resume.
 */
export function useUpload(label: string) {
  const [upload, setUpload] = useState<Upload | null>(null);
  const run = async <Answer>(send: (options: UploadOptions) => Promise<Answer>): Promise<Answer> => {
    const controller = new AbortController();
    const onCancel = () => controller.abort();
    setUpload({ label, progress: null, onCancel });
    try {
      return await send({ signal: controller.signal, onProgress: (progress) => setUpload({ label, progress, onCancel }) });
    } finally {
      setUpload(null);
    }
  };
  const runResumable = async <Answer>(start: (onProgress: (progress: UploadProgress) => void) => ResumableUpload<Answer>) => {
    let progress: UploadProgress | null = null;
    let paused = false;
    const show = () => setUpload({ label, progress, onCancel: () => handle.cancel(), pause: { paused, onPause, onResume } });
    const onPause = () => ((paused = true), handle.pause(), show());
    const onResume = () => ((paused = false), handle.resume(), show());
    const handle = start((next) => ((progress = next), show()));
    show();
    try {
      return await handle.result;
    } finally {
      setUpload(null);
    }
  };
  return { upload, run, runResumable };
}
