import * as tus from 'tus-js-client';
import { tokenStore } from '@/shared/lib/session-token';
import { apiClient } from './client';
import { resolveApiBaseUrl } from './config';
import { apiErrorFromResponse, canceledError, networkError } from './errors';
import { unwrap } from './unwrap';
import type { PendingUpload, ResumableAnswers, ResumableKind, ResumableUpload } from './upload-resumable-types';
import type { UploadProgress } from './upload';

/** Chunks of the PATCH requests: a cut costs at most this much sent again. */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each retry after a dropped connection (then the upload fails and offers Resume). */
const RESUMABLE_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** The server forgets an upload not completed within a day (createUpload in the contract). */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** An answer of the tus server (or none) as the `ApiError` the other calls throw. */
function uploadError(
  error: Error & {
    originalResponse?: { getStatus(): number; getBody(): string } | null;
  },
) {
  const response = error.originalResponse;
  if (!response) return networkError(error);
  let body: unknown = response.getBody();
  try {
    body = JSON.parse(String(body));
  } catch {
    // a plain text answer stays as it is
  }
  return apiErrorFromResponse(new Response(null, { status: response.getStatus() }), body);
}

/**
 * Uploads audio (or, with `kind: 'cover'`, cover art) with the tus protocol (createUpload … completeUpload): 8 MB chunks, automatic
 * retries after a dropped connection, pause and resume, and after a reload the same file picked
 * again continues from what the server has (the upload's URL is kept in localStorage until it
 * completes). The checks by content answer when every byte is there, as `uploadAudio` (or
 * `validateCoverImage`, with the upload's id) does.
 */
export function startResumableUpload<Kind extends ResumableKind = 'audio'>(
  file: File,
  { kind, onProgress }: { kind?: Kind; onProgress?: (progress: UploadProgress) => void } = {},
): ResumableUpload<ResumableAnswers[Kind]> {
  let upload: tus.Upload | null = null;
  let canceled = false;
  let rejectResult: (error: unknown) => void = () => undefined;
  const result = new Promise<ResumableAnswers[Kind]>((resolve, reject) => {
    rejectResult = reject;
    void (async () => {
      if (canceled) return;
      const current = new tus.Upload(file, {
        endpoint: `${resolveApiBaseUrl()}/uploads`,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        retryDelays: RESUMABLE_RETRY_DELAYS,
        metadata: { kind: kind ?? 'audio', filename: file.name },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onBeforeRequest(request) {
          const token = tokenStore.get();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onProgress(loaded, total) {
          onProgress?.({
            loaded,
            total,
            percent: total > 0 ? Math.floor((loaded / total) * 100) : 0,
          });
        },
        onError: (error) => reject(uploadError(error)),
        onSuccess() {
          const uploadId = (current.url ?? '').split('/').pop() ?? '';
          // The server answers by the kind the upload was created with.
          const completed = unwrap(apiClient.POST('/uploads/{uploadId}/complete', { params: { path: { uploadId } } }));
          resolve(completed as Promise<ResumableAnswers[Kind]>);
        },
      });
      upload = current;
      const previous = await current.findPreviousUploads();
      if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
      if (!canceled) current.start();
    })().catch(reject);
  });
  return {
    result,
    pause: () => void upload?.abort(),
    resume: () => upload?.start(),
    cancel() {
      canceled = true;
      void upload?.abort(true).catch(() => undefined);
      rejectResult(canceledError());
    },
  };
}

/** Audio uploads this browser started and did not finish within the last day (the newest first). */
export async function findPendingUploads(): Promise<PendingUpload[]> {
  if (!tus.canStoreURLs) return [];
  const uploads = await tus.defaultOptions.urlStorage.findAllUploads();
  return uploads
    .filter((upload) => upload.metadata.kind === 'audio' && Date.now() - Date.parse(upload.creationTime) < PENDING_MAX_AGE_MS)
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))
    .map((upload) => ({
      fileName: upload.metadata.filename ?? 'audio',
      size: upload.size ?? 0,
      key: upload.urlStorageKey,
    }));
}

/** Forgets a pending upload in this browser (the server removes its bytes after a day). */
export async function forgetPendingUpload(key: string): Promise<void> {
  await tus.defaultOptions.urlStorage.removeUpload(key);
}
