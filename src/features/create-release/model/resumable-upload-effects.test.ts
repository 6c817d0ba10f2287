import { allSettled, createEvent, createStore, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '@/shared/api';
import { drivenUpload } from '@/shared/api/index.testing';
import { resumableUploadEffects } from './resumable-upload-effects';

function slot() {
  const progressed = createEvent<UploadProgress>();
  const $progress = createStore<UploadProgress | null>(null).on(progressed, (_, progress) => progress);
  const driven = drivenUpload();
  const effects = resumableUploadEffects((file, { onProgress }) => driven.start(file, onProgress), progressed);
  return { $progress, driven, ...effects };
}

const file = (name: string) => new File(['x'], name);

describe('a resumable upload slot', () => {
  it("reports progress in the caller's scope and resolves with the completion's answer", async () => {
    const { $progress, driven, uploadFx } = slot();
    const scope = fork();
    const done = allSettled(uploadFx, { scope, params: file('a.wav') });
    driven.progress({ loaded: 5, total: 10, percent: 50 });
    expect(scope.getState($progress)).toEqual({ loaded: 5, total: 10, percent: 50 });
    driven.settle.resolve({ uploadId: 'u1' });
    expect(await done).toEqual({ status: 'done', value: { uploadId: 'u1' } });
  });

  it('pauses, resumes and cancels the current upload; a new file cancels the last one', async () => {
    const { driven, uploadFx, pauseFx, resumeFx, cancelFx } = slot();
    const scope = fork();
    // Called as the UI calls them (allSettled would wait for the upload in flight).
    const first = scopeBind(uploadFx, { scope })(file('a.wav'));
    scopeBind(pauseFx, { scope })();
    scopeBind(resumeFx, { scope })();
    expect(driven.calls).toEqual(['pause', 'resume']);
    const firstCalls = driven.calls;
    const second = scopeBind(uploadFx, { scope })(file('b.wav'));
    expect(firstCalls).toEqual(['pause', 'resume', 'cancel']);
    await expect(first).rejects.toThrow();
    scopeBind(cancelFx, { scope })();
    expect(driven.calls).toEqual(['cancel']);
    expect(driven.started).toBe(2);
    await expect(second).rejects.toThrow();
  });
});
