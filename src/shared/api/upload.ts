import { tokenStore } from '@/shared/lib/session-token';
import { resolveApiBaseUrl } from './config';
import { isBrowserOnline } from '@/shared/lib/network';
import { apiErrorFromResponse, canceledError, networkError } from './errors';
import { offlineWriteError } from './offline-writes';
import type { paths } from './generated/openapi';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

type MultipartPath = {
  [P in keyof paths]: paths[P] extends { post: { requestBody?: { content: { 'multipart/form-data': unknown } } } }
    ? P
    : paths[P] extends { put: { requestBody?: { content: { 'multipart/form-data': unknown } } } }
      ? P
      : never;
}[keyof paths];

/**
 * A multipart upload that reports its progress (fetch cannot): XMLHttpRequest with the bearer
 * token, cancelled by `signal`, failing with the same `ApiError`s as the API client. `path` is
 * the contract's path with its parameters filled in (e.g. `/releases/drafts/{id}` → an id).
 */
export function uploadWithProgress<T>(
  path: MultipartPath,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
  params: Record<string, string> = {},
): Promise<T> {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(canceledError());
    // Like the API client's writes: offline, nothing is sent.
    if (!isBrowserOnline()) return reject(offlineWriteError());
    const request = new XMLHttpRequest();
    request.open(method, `${resolveApiBaseUrl()}${filled}`);
    const token = tokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.onabort = () => (settle(), reject(canceledError()));
    request.onerror = () => (settle(), reject(networkError(new Error('upload failed'))));
    request.onload = () => {
      settle();
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const response = new Response(null, { status: request.status, statusText: request.statusText });
      reject(apiErrorFromResponse(response, body));
    };
    request.send(form);
  });
}

