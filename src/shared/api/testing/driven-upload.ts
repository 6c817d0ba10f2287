import type { UploadProgress } from '../upload';
import type { ResumableUpload } from '../upload-resumable-types';

/**
 * A resumable upload driven by a test (mock the upload call with `start`): how often it started,
 * its progress callback, its answer (`settle`), and what pause, resume and cancel did.
 */
export function drivenUpload() {
  const upload = {
    started: 0,
    calls: [] as string[],
    progress: (_progress: UploadProgress) => undefined as void,
    settle: { resolve: (_value: unknown) => undefined as void, reject: (_error: unknown) => undefined as void },
    start(_file: File, onProgress: (progress: UploadProgress) => void): ResumableUpload<never> {
      upload.started += 1;
      upload.progress = onProgress;
      upload.calls = [];
      const result = new Promise<never>((resolve, reject) => (upload.settle = { resolve: resolve as (value: unknown) => void, reject }));
      return {
        result,
        pause: () => void upload.calls.push('pause'),
        resume: () => void upload.calls.push('resume'),
        cancel: () => (upload.calls.push('cancel'), upload.settle.reject(new DOMException('', 'AbortError'))),
      };
    },
  };
  return upload;
}
