import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCanceledError } from './errors';
import { findPendingUploads, startResumableUpload } from './upload-resumable';
import { RESUMABLE_CHUNK_BYTES } from './upload-resumable-tus';

const tus = vi.hoisted(() => ({
  created: [] as { options: Record<string, unknown>; started: number; resumedFrom: unknown; aborted: boolean[] }[],
  previous: [] as unknown[],
  stored: [] as { metadata: Record<string, string>; creationTime: string; size: number; urlStorageKey: string }[],
}));
vi.mock('tus-js-client', () => ({
  canStoreURLs: true,
  defaultOptions: { urlStorage: { findAllUploads: async () => tus.stored, removeUpload: async () => undefined } },
  Upload: class {
    record = { options: {} as Record<string, unknown>, started: 0, resumedFrom: null as unknown, aborted: [] as boolean[] };
    url = null;
    constructor(_file: File, options: Record<string, unknown>) {
      this.record.options = options;
      tus.created.push(this.record);
    }
    findPreviousUploads = async () => tus.previous;
    resumeFromPreviousUpload(previous: unknown) {
      this.record.resumedFrom = previous;
    }
    start() {
      this.record.started += 1;
    }
    async abort(terminate = false) {
      this.record.aborted.push(terminate);
    }
  },
}));

afterEach(() => {
  tus.created = [];
  tus.previous = [];
  tus.stored = [];
});

const file = () => new File(['RIFF'], 'master.wav', { type: 'audio/wav' });

describe('resumable audio upload', () => {
  it('sends 8 MB chunks with retries, names its kind and file, and continues an upload this browser left', async () => {
    tus.previous = [{ uploadUrl: '/api/uploads/abc' }];
    startResumableUpload(file());
    await vi.waitFor(() => expect(tus.created[0]?.started).toBe(1));
    const { options, resumedFrom } = tus.created[0]!;
    expect(options).toMatchObject({ chunkSize: RESUMABLE_CHUNK_BYTES, metadata: { kind: 'audio', filename: 'master.wav' }, storeFingerprintForResuming: true });
    expect((options.retryDelays as number[]).length).toBeGreaterThan(2);
    expect(resumedFrom).toEqual({ uploadUrl: '/api/uploads/abc' });
  });

  it('names a cover upload by its kind, with the same chunks and retries', async () => {
    startResumableUpload(new File(['PNG'], 'cover.png', { type: 'image/png' }), { kind: 'cover' });
    await vi.waitFor(() => expect(tus.created[0]?.started).toBe(1));
    expect(tus.created[0]!.options).toMatchObject({ chunkSize: RESUMABLE_CHUNK_BYTES, metadata: { kind: 'cover', filename: 'cover.png' } });
  });

  it('pauses without removing anything, resumes, and removes the upload when cancelled', async () => {
    const upload = startResumableUpload(file());
    await vi.waitFor(() => expect(tus.created[0]?.started).toBe(1));
    upload.pause();
    upload.resume();
    upload.cancel();
    await expect(upload.result).rejects.toSatisfy(isCanceledError);
    expect(tus.created[0]).toMatchObject({ started: 2, aborted: [false, true] });
  });

  it('offers audio uploads of the last day, newest first', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    tus.stored = [
      { metadata: { kind: 'audio', filename: 'old.wav' }, creationTime: hoursAgo(30), size: 1, urlStorageKey: 'a' },
      { metadata: { kind: 'audio', filename: 'first.wav' }, creationTime: hoursAgo(5), size: 2, urlStorageKey: 'b' },
      { metadata: { kind: 'cover', filename: 'cover.png' }, creationTime: hoursAgo(1), size: 3, urlStorageKey: 'c' },
      { metadata: { kind: 'audio', filename: 'latest.flac' }, creationTime: hoursAgo(1), size: 4, urlStorageKey: 'd' },
    ];
    expect((await findPendingUploads()).map((upload) => upload.fileName)).toEqual(['latest.flac', 'first.wav']);
  });
});
