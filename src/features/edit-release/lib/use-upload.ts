import { useState } from 'react';
import type { UploadProgress } from '@/shared/api';

type UploadOptions = { signal: AbortSignal; onProgress: (progress: UploadProgress) => void };
type Upload = { label: string; progress: UploadProgress | null; onCancel: () => void };

/**
 * One upload at a time with its progress and cancel, in the shape `FilePickField` shows: `run`
 * hands the request its signal and progress callback, and ends the upload however it goes.
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
  return { upload, run };
}
